import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedCode } from '../../contract/certificates';
import { awardCertificate } from '../../server/services/certificates';
import { awardMedal } from '../../server/services/medals';
import { chapterBest } from '../../server/db/schema';
import { startE2E, pageErrors, SCREENSHOTS, type E2E } from './harness';
import { chapterUrl, signInAs, smallestChapter, typePassage } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** A passed grade, awarded through the one server door the typing tests use (it also earns the 考级通过 medal). */
const award = (roleId: string) =>
  awardCertificate(t.app.db, {
    roleId, kind: 'grade', subject: 'en:2', title: '通过英文打字二级',
    figures: [{ label: '速度', value: '68 字/分' }, { label: '正确率', value: '97.5%' }, { label: '用时', value: '3 分钟' }],
    achievedAt: new Date('2026-11-25T04:00:00Z'),
  }).then((r) => r.certificate);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

describe('a child’s certificate', () => {
  it('is listed, opens, saves as a PNG, prints on one A4 page and verifies in a logged-out browser', async () => {
    const page = await t.newPage({ width: 1280, height: 900 });
    const who = await signInAs(t, page, 'STUDENT', '小雨');
    const cert = await award(who.roleId);

    await page.goto('/certificates');
    // the new medal is announced once, between practices
    await page.getByText('获得新勋章「考级通过」').waitFor();
    await expect.poll(async () => (await t.api('/student/medals', undefined, who.token, who.roleId)).data.find((m: { id: string }) => m.id === 'gradePassed').seen).toBe(true);
    await page.locator('[data-medal="gradePassed"][data-earned="yes"]').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/certificates-list.png`, fullPage: true });
    await page.getByTestId('certificate-list').getByText('通过英文打字二级').click();
    await page.waitForURL(`**/certificate/${cert.code}`);
    await page.locator('[data-verdict="real"]').waitFor();
    expect(await page.getByTestId('certificate-facts').innerText()).toContain('小雨');
    const save = page.getByRole('button', { name: '保存图片' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/certificate-screen.png`, fullPage: true });

    // 保存图片: a real download of a PNG twice the drawing's size, red frame and paper where they belong
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe(`奖状-${cert.code}.png`);
    // the browser is shared over a socket (globalSetup): the file is read through the connection
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(pngSize(png)).toEqual({ width: 2246, height: 1588 });
    expect(png.length).toBeGreaterThan(100_000);
    const pixels = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const at = (x: number, y: number) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
      // the frame, the paper, and the big red 奖 of the title (some red pixel in its box)
      const title = ctx.getImageData(800, 180, 650, 200).data;
      let red = 0;
      for (let i = 0; i < title.length; i += 4) if (title[i]! > 150 && title[i + 1]! < 80 && title[i + 2]! < 80) red++;
      return { frame: at(10, 10), paper: at(1123, 900), red };
    }, png.toString('base64'));
    expect(pixels.frame).toEqual([185, 28, 28]);
    expect(pixels.paper[0]).toBeGreaterThan(240);
    expect(pixels.red).toBeGreaterThan(5000);

    // 打印: the print stylesheet shows only the drawing, on one A4 landscape page
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-verdict="real"]').isVisible()).toBe(false);
    const box = (await page.getByTestId('certificate-art').boundingBox())!;
    expect(Math.abs(box.x) + Math.abs(box.y)).toBeLessThan(2);
    expect(Math.abs(box.width - 1123)).toBeLessThan(3);
    await page.screenshot({ path: `${SCREENSHOTS}/certificate-a4-print.png` });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    expect(pageErrors(page)).toEqual([]);

    // the QR code's address, opened by anyone: no sign-in, what the record says
    const stranger = await t.newPage({ width: 390, height: 844 });
    await stranger.goto(`/certificate/${cert.code}`);
    await stranger.locator('[data-verdict="real"]').waitFor();
    expect(stranger.url()).toContain(`/certificate/${cert.code}`);
    const facts = await stranger.getByTestId('certificate-facts').innerText();
    for (const words of ['小雨', '通过英文打字二级', '68 字/分', '97.5%', '2026年11月25日', printedCode(cert.code)]) expect(facts).toContain(words);
    expect(await stranger.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await stranger.locator('[data-testid="certificate-art"] image').first().waitFor({ state: 'attached' });
    await stranger.screenshot({ path: `${SCREENSHOTS}/certificate-phone.png`, fullPage: true });
    expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // a code that is no certificate, and one that is no code at all
    await stranger.goto('/certificate/ABCDE23456');
    await stranger.locator('[data-verdict="none"]').getByText('没有这张奖状').first().waitFor();
    await stranger.goto('/certificate/not-a-code');
    await stranger.locator('[data-verdict="none"]').getByText('奖状编号格式不对').first().waitFor();
    await stranger.screenshot({ path: `${SCREENSHOTS}/certificate-malformed-phone.png` });
    expect(pageErrors(stranger)).toEqual([]);
  });

  it('lists certificates and medals on a 390 px phone without sideways scrolling', async () => {
    const phone = await t.newPage({ width: 390, height: 844, touch: true });
    const who = await signInAs(t, phone, 'STUDENT', '小月');
    await award(who.roleId);
    await phone.goto('/certificates');
    await phone.getByTestId('certificate-list').getByText('通过英文打字二级').waitFor();
    await phone.locator('[data-medal="gradePassed"][data-earned="yes"]').waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}/certificates-list-phone.png`, fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pageErrors(phone)).toEqual([]);
  });

  it('is listed for the parent on /family', async () => {
    const page = await t.newPage({ width: 1280, height: 900 });
    const who = await signInAs(t, page, 'STUDENT', '小星');
    const cert = await award(who.roleId);
    await page.goto('/family');
    const item = page.locator(`[data-testid="child-week"] [data-code="${cert.code}"]`);
    await item.waitFor();
    expect(await item.innerText()).toContain('通过英文打字二级');
    await page.screenshot({ path: `${SCREENSHOTS}/certificate-family.png`, fullPage: true });
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows each member’s medals on the class board', async () => {
    const teacher = await t.newPage({ width: 1366, height: 768 });
    const teach = await signInAs(t, teacher, 'TEACHER', '王老师');
    const made = await t.api<{ id: string }>('/student/studyGroup/create', { name: '三年级一班' }, teach.token, teach.roleId);
    const kid = await t.newPage({ width: 390, height: 844 });
    const who = await signInAs(t, kid, 'STUDENT', '小林');
    await t.api(`/student/studyGroup/join/${made.data.id}`, {}, who.token, who.roleId);
    await awardMedal(t.app.db, who.roleId, 'weekStreak', new Date());
    await awardMedal(t.app.db, who.roleId, 'firstThreeStars', new Date());
    await teacher.goto('/group');
    const medals = teacher.getByTestId('week-board').locator('li', { hasText: '小林' }).getByTestId('board-medals');
    await medals.getByRole('img', { name: '勋章：一周全勤' }).waitFor();
    expect(await medals.getByRole('img').count()).toBe(2);
    await teacher.screenshot({ path: `${SCREENSHOTS}/certificate-board-medals.png`, fullPage: true });
    expect(pageErrors(teacher)).toEqual([]);
  });

  it('is named on the result card of the chapter that finishes a section, and opens from there', async () => {
    // a free section's shortest typed chapter, every other chapter of its section already starred
    const place = smallestChapter(
      (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text',
      (p) => (p.chapter.activity.render_engine === 'typing_text' ? p.chapter.activity.text.length : Infinity),
    );
    const text = place.chapter.activity.render_engine === 'typing_text' ? place.chapter.activity.text : '';
    const page = await t.newPage({ width: 1280, height: 900 });
    const who = await signInAs(t, page, 'STUDENT', '小冬');
    const others = place.section.lessons.flatMap((l) => l.chapters).filter((c) => c.id !== place.chapter.id);
    if (others.length) await t.app.db.insert(chapterBest).values(others.map((c) => ({ roleId: who.roleId, chapterId: c.id, stars: 2, bestCpm: 40, bestAccuracy: 95 })));

    await page.goto(chapterUrl(place));
    await page.waitForSelector('canvas[data-renderer]');
    await typePassage(page, text, 120);
    const award = page.getByTestId('result-certificate');
    await award.waitFor();
    expect(await award.innerText()).toContain(place.section.name);
    await page.getByTestId('result-card').screenshot({ path: `${SCREENSHOTS}/certificate-on-result-card.png` });
    await award.getByRole('link', { name: '看我的奖状' }).click();
    await page.waitForURL(/\/certificate\/[A-Z0-9]+$/);
    await page.locator('[data-verdict="real"]').waitFor();
    expect(await page.getByTestId('certificate-facts').innerText()).toContain('小冬');
    expect(pageErrors(page)).toEqual([]);
  });
});
