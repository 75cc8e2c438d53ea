import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RaceView } from '../../contract/race';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { seedSession, signInAs } from './helpers';
import { keysTaken, track, typeOnKeyboard, typeOnTouch } from './raceHelpers';

/**
 * Issue 40, the class race's end and after: a race that times out with every child mid-text, seen on
 * the projector (1920×1080), a laptop and a 390 px touch phone — 时间到, ranked by how far each got,
 * with speed and accuracy, the same on the table and on each child's badge; a laptop reloaded
 * mid-race shows the race's time and speed (not 0:00 and 600 字/分); a tab closed mid-race is marked
 * 离线 on the projector at once; the podium has ways on (再来一场 joins the teacher's next race);
 * the class page and the gradebook list the race with its results.
 */

/** The server's clock: the wall clock, moved on by the test (the race's time passes without waiting for it). */
let ahead = 0;
const serverClock = { now: () => new Date(Date.now() + ahead) };

let t: E2E;
beforeAll(async () => (t = await startE2E({ clock: serverClock })));
afterAll(() => t?.close());

const TEXT = 'go fun run';
const SHOTS = `${SCREENSHOTS}/race`;
const badge = (page: Page) => page.getByTestId('race-my-place').textContent();
const rowOf = (page: Page, name: string) => page.getByTestId('race-result-row').filter({ hasText: name });
const stageUp = (page: Page) => page.locator('[data-testid="race-typing"] canvas[data-renderer]').waitFor({ timeout: within(10_000) });

describe('class race: the end and after', () => {
  let groupId = '';
  let teacher: { token: string; userId: string; roleId: string };
  let raceId = '';

  it('a race that times out with children mid-text says 时间到 and ranks them with speed and accuracy, on the projector and a phone', async () => {
    const screen = await t.newPage({ width: 1920, height: 1080 });
    teacher = await signInAs(t, screen, 'TEACHER', '周老师');
    groupId = (await t.api<{ id: string }>('/student/studyGroup/create', { name: '二年级一班' }, teacher.token, teacher.roleId)).data.id;
    const laptop = await t.newPage({ width: 1280, height: 800 });
    const phone = await t.newPage({ width: 390, height: 844, touch: true });
    const leaver = await t.newPage({ width: 1366, height: 768 });
    const names = ['小明', '小刚', '小红'];
    for (const [i, p] of [laptop, phone, leaver].entries()) {
      const who = await signInAs(t, p, 'STUDENT', names[i]);
      await t.api(`/student/studyGroup/join/${groupId}`, {}, who.token, who.roleId);
    }
    const race = await t.api<RaceView>('/race/create', { groupId, kind: 'english', text: TEXT, limitSeconds: 30 }, teacher.token, teacher.roleId);
    raceId = race.data.id;
    await screen.goto(`/race/screen/${raceId}`);
    // the join address as text beside the QR (a laptop without a camera types it)
    await expect.poll(() => screen.getByTestId('race-join-address').textContent()).toContain(`/race/join/${race.data.code}`);
    for (const p of [laptop, phone, leaver]) {
      await p.goto(`/race/join/${race.data.code}`);
      await p.getByTestId('race-waiting').waitFor();
    }
    await expect.poll(() => screen.getByTestId('race-lobby-kid').count()).toBe(3);
    await screen.screenshot({ path: `${SHOTS}/end-lobby-1920.png` });
    // the waiting card (its headline and the children's avatars) stands in the middle of a 1366 laptop
    const boxes = await Promise.all((await leaver.getByTestId('race-waiting-kid').all()).map(async (k) => (await k.boundingBox())!));
    const middle = (Math.min(...boxes.map((b) => b.x)) + Math.max(...boxes.map((b) => b.x + b.width))) / 2;
    expect(Math.abs(middle - 683)).toBeLessThan(8);
    await leaver.screenshot({ path: `${SHOTS}/end-waiting-1366.png` });

    await screen.getByTestId('race-start').click();
    // the projector's 3-2-1: a big dark number on a bright disc
    const count = screen.getByTestId('race-countdown');
    await count.waitFor();
    expect(await count.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(255, 235, 59)');
    expect((await count.boundingBox())!.height).toBeGreaterThan(500);
    await screen.screenshot({ path: `${SHOTS}/end-countdown-1920.png` });
    for (const p of [laptop, phone, leaver]) await stageUp(p);
    // nobody typed yet: no 第 N 名 · 0%
    for (const p of [laptop, phone]) await expect.poll(() => badge(p)).toBe('开始打字！');

    await typeOnKeyboard(laptop, 'go ');
    await typeOnTouch(phone, 2);
    // the speed beside each car (Nitro Type's)
    await expect.poll(async () => (await track(screen)).map((l) => l.tag)).toEqual([expect.stringMatching(/^\d+ 字\/分$/), expect.stringMatching(/^\d+ 字\/分$/), '']);

    // the laptop reloads 15 s into the race: the race's time and the server's speed, not 0:00 and 600 字/分
    ahead += 15_000;
    await laptop.reload();
    await stageUp(laptop);
    await expect.poll(() => keysTaken(laptop)).toBe(3);
    await expect.poll(async () => Number((await laptop.getByTestId('hud-time').textContent())!.split(':')[1])).toBeGreaterThanOrEqual(15);
    // the HUD shows the replayed keys' speed at its next refresh (a busy machine's may come after the keys)
    await expect.poll(async () => Number(await laptop.getByTestId('hud-speed').textContent())).toBeGreaterThan(0);
    expect(Number(await laptop.getByTestId('hud-speed').textContent())).toBeLessThan(30);
    await laptop.screenshot({ path: `${SHOTS}/end-reloaded-1280.png` });
    await typeOnKeyboard(laptop, 'fu');

    // 小红 closes her tab: the projector marks her 离线 at once
    await leaver.close();
    await expect.poll(() => screen.getByTestId('race-away').textContent(), { timeout: within(5000) }).toContain('小红');
    await expect.poll(async () => (await track(screen))[2]).toMatchObject({ status: 'away', tag: '离线' });
    await screen.screenshot({ path: `${SHOTS}/end-away-1920.png` });

    // the time runs out with nobody at the finish
    ahead += 30_000;
    await t.app.races.sweep();
    await screen.getByTestId('race-podium').waitFor();
    expect(await screen.getByTestId('race-end-reason').textContent()).toContain('时间到');
    const first = rowOf(screen, '小明');
    expect(await first.getAttribute('data-rank')).toBe('1');
    // speed, accuracy (not progress) and how far: 5 of 10
    expect(await first.locator('td').allTextContents()).toEqual(['1', '小明', expect.stringMatching(/^[1-9]\d* 字\/分$/), '100%', '50%']);
    expect(await rowOf(screen, '小刚').locator('td').allTextContents()).toEqual(['2', '小刚', expect.stringMatching(/^[1-9]\d* 字\/分$/), '100%', '20%']);
    expect(await rowOf(screen, '小红').locator('td').allTextContents()).toEqual(['—', '小红', '—', '—', '没有打字']);
    expect(await screen.getByTestId('podium-1').textContent()).toContain('小明');
    await screen.screenshot({ path: `${SHOTS}/end-timeout-1920.png` });

    // each phone says what the table says
    for (const [p, label] of [[laptop, '第 1 名 · 完成 50%'], [phone, '第 2 名 · 完成 20%']] as const) {
      await p.getByTestId('race-podium').waitFor();
      expect(await p.getByTestId('race-end-reason').textContent()).toContain('时间到');
      expect(await badge(p)).toBe(label);
    }
    expect(await rowOf(phone, '小刚').getAttribute('data-rank')).toBe('2');
    // and the page goes on: 返回班级, 首页, and 再来一场 once the teacher opens one
    for (const id of ['race-back-class', 'race-home', 'race-again-wait']) expect(await phone.getByTestId(id).isVisible()).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/end-timeout-390.png`, fullPage: true });
    await laptop.screenshot({ path: `${SHOTS}/end-timeout-1280.png` });

    // 再来一场: the projector opens the same race again; the children's podium takes them to it
    await screen.getByTestId('race-again').click();
    await screen.getByTestId('race-code').waitFor();
    expect(screen.url()).not.toContain(raceId);
    for (const p of [laptop, phone]) {
      await p.getByTestId('race-again').click();
      await p.getByTestId('race-waiting').waitFor();
    }
    await expect.poll(() => screen.getByTestId('race-lobby-kid').count()).toBe(2);
    for (const [who, p] of [['projector', screen], ['laptop', laptop], ['phone', phone]] as const) expect({ who, errors: pageErrors(p) }).toEqual({ who, errors: [] });
  });

  it('the class page (teacher and child) and the gradebook list the race with its results', async () => {
    const screen = await t.newPage({ width: 1280, height: 900 });
    // the same teacher, on another page
    await seedSession(screen, teacher);
    await screen.goto(`/group/${groupId}/gradebook`);
    const inBook = screen.getByTestId('gradebook-races').getByTestId('race-list-item').filter({ hasText: '时间到' });
    await inBook.waitFor();
    expect(await inBook.textContent()).toMatch(/🥇 小明.*🥈 小刚/);
    await inBook.locator('summary').click();
    expect(await inBook.getByTestId('race-list-result').count()).toBe(3);
    await screen.screenshot({ path: `${SHOTS}/list-gradebook-1280.png`, fullPage: true });
    await inBook.getByTestId('race-list-open').click();
    await screen.getByTestId('race-podium').waitFor();
    expect(screen.url()).toContain(`/race/screen/${raceId}`);

    const child = await t.newPage({ width: 390, height: 844, touch: true });
    const kid = await signInAs(t, child, 'STUDENT', '小亮');
    await t.api(`/student/studyGroup/join/${groupId}`, {}, kid.token, kid.roleId);
    await child.goto('/group');
    const item = child.getByTestId('race-list-item').filter({ hasText: '时间到' });
    await item.locator('summary').click();
    await expect.poll(() => item.getByTestId('race-list-result').allTextContents()).toEqual([
      expect.stringMatching(/^1小明\d+ 字\/分100%50%$/), expect.stringMatching(/^2小刚\d+ 字\/分100%20%$/), '—小红——没有打字',
    ]);
    await item.scrollIntoViewIfNeeded();
    await child.screenshot({ path: `${SHOTS}/list-class-390.png` });
    await item.getByTestId('race-list-open').click();
    await child.getByTestId('race-podium').waitFor();
    for (const p of [screen, child]) expect(pageErrors(p)).toEqual([]);
  });
});
