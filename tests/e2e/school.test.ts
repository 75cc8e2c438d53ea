import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClassCards } from '../../contract/school';
import { PICTURES } from '../../contract/school';
import { Messages } from '../../contract/envelope';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { signInAs } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const NAMES = ['王小明', '李芳', '欧阳娜娜', '陈一', '赵二'];

describe('the school edition: students the teacher makes, their login cards, 班级登录', () => {
  it('a teacher pastes 5 names and prints the cards; a child signs in by QR on a phone and by picture password on a PC', async () => {
    const teacher = await t.newPage({ width: 1366, height: 900 });
    const who = await signInAs(t, teacher, 'TEACHER', '王老师');
    const group = await t.api<{ id: string }>('/student/studyGroup/create', { name: '一(3)班' }, who.token, who.roleId);
    await teacher.goto(`/group?class=${group.data.id}`);
    await teacher.locator('#student-names').fill(NAMES.join('\n'));
    await teacher.getByTestId('preview-students').click();
    await teacher.getByText('共5个学生，都没问题').waitFor();
    await teacher.getByTestId('confirm-students').click();
    for (const name of NAMES) await teacher.getByTestId('members').getByText(name).waitFor();

    await teacher.getByTestId('group-cards').click();
    await expect.poll(() => teacher.getByTestId('login-card').count()).toBe(5);
    await teacher.locator('[data-testid=login-card] img[alt$=登录二维码]').nth(4).waitFor({ timeout: within(10_000) });
    await teacher.screenshot({ path: `${SCREENSHOTS}/school-cards-screen.png`, fullPage: true });
    // print: the toolbar and the card actions go, 10 cards fit an A4 page
    await teacher.emulateMedia({ media: 'print' });
    expect(await teacher.getByTestId('print-cards').isVisible()).toBe(false);
    const pdf = await teacher.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    writeFileSync(`${SCREENSHOTS}/school-cards.pdf`, pdf);
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await teacher.setViewportSize({ width: 794, height: 1123 });
    await teacher.screenshot({ path: `${SCREENSHOTS}/school-cards-print.png`, fullPage: true });
    // the paper is white after the last card, and a passing note is not printed
    expect(await teacher.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await teacher.getByText('已添加5个学生').isVisible()).toBe(false);
    const heights = await teacher.getByTestId('login-card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    // five rows of 55 mm (≈ 209 px) fill the printable 277 mm of a page: 10 cards a page
    expect(Math.max(...heights)).toBeLessThanOrEqual((277 / 5) * 3.78 + 1);

    // a full class of 40: the roster and the picture pad still fit the first screen of a 1366×768 PC
    const more = Array.from({ length: 35 }, (_, i) => ({ name: `同学${i + 1}号` }));
    await t.api(`/school/${group.data.id}/students/create`, { students: more }, who.token, who.roleId);
    const cards = (await t.api<ClassCards>(`/school/${group.data.id}/cards`, undefined, who.token, who.roleId)).data;
    // a tablet or phone scans the QR: the child is in, at the courses
    const phone = await t.newPage({ width: 390, height: 844, touch: true });
    await phone.goto(cards.cards[0]!.qrPath);
    await phone.waitForURL(/\/course$/);
    await expect.poll(() => phone.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await phone.evaluate(() => location.hash)).toBe('');
    await phone.screenshot({ path: `${SCREENSHOTS}/school-qr-phone.png` });

    // a PC: 班级登录 on the login page, the class code, one's own name, three pictures
    const pc = await t.newPage({ width: 1366, height: 768 });
    await pc.goto('/login');
    await pc.getByTestId('class-login-link').click();
    await pc.getByTestId('class-code-input').fill(cards.classCode);
    await pc.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => pc.getByTestId('roster-kid').count()).toBe(40);
    await pc.screenshot({ path: `${SCREENSHOTS}/school-roster-pc.png` });
    // every name, and after it the way back, is on the first screen (the site's footer may follow below)
    const bottom = (testId: string) => pc.getByTestId(testId).evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().bottom)));
    expect(await bottom('roster-kid')).toBeLessThanOrEqual(768);
    const card = cards.cards[2]!;
    await pc.getByTestId('roster-kid').filter({ hasText: card.roleName }).click();
    const wrong = PICTURES.map((p) => p.id).filter((p) => !card.pictures.includes(p)).slice(0, 3);
    for (const p of wrong) await pc.locator(`[data-picture=${p}]`).click();
    await expect.poll(() => pc.getByTestId('class-login-message').innerText()).toContain('图片密码不对');
    await pc.screenshot({ path: `${SCREENSHOTS}/school-pictures-pc.png` });
    expect(await bottom('picture-pad')).toBeLessThanOrEqual(768);
    expect(await pc.evaluate(() => scrollY)).toBe(0);
    for (const p of card.pictures) await pc.locator(`[data-picture=${p}]`).click();
    await pc.waitForURL(/\/course$/);
    const roles = await pc.evaluate(async () => (await (await fetch('/api/client/v1/user/role/list', { headers: { authorization: localStorage.getItem('token')! } })).json()).data);
    expect(roles).toEqual([expect.objectContaining({ roleName: card.roleName })]);
    // a card's account cannot buy membership (vip/open → 40300), so nothing sells it: no 开通会员 in the
    // header, and a locked VIP section says calmly to do it at home with a parent; tapping it opens no price sheet
    const atHome = pc.getByTestId('vip-at-home').first();
    await atHome.waitFor();
    expect(await atHome.innerText()).toBe(Messages.vipAtHome);
    expect(await pc.locator('header').getByText(Messages.vipCta).count()).toBe(0);
    await atHome.scrollIntoViewIfNeeded();
    await atHome.click();
    await pc.getByText(Messages.vipAtHome).nth(1).waitFor();
    await pc.screenshot({ path: `${SCREENSHOTS}/school-card-vip-at-home.png` });
    expect(await pc.getByTestId('vip-title').count()).toBe(0);
    await pc.goto('/');
    await pc.locator('#home-parents').waitFor();
    expect(await pc.locator('#home-vip').count()).toBe(0);
    expect(await pc.locator('header').getByText(Messages.vipCta).count()).toBe(0);
    for (const page of [teacher, phone, pc]) expect(pageErrors(page)).toEqual([]);
  });
});
