import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, pageErrors, SCREENSHOTS, within, type E2E } from './harness';
import { signInAs } from './helpers';
import { finishersOnTrack, HOLD_MS, keysTaken, track, typeOnKeyboard, typeOnTouch } from './raceHelpers';

/**
 * 班级比赛 (issue 28) end to end: a teacher's projector (1920×1080) and three children's devices —
 * two desks typing on a keyboard, one 390 px touch phone tapping the on-screen keys — race a pasted
 * English passage from the lobby to the podium; the projector's track shows each finish as it happens.
 */

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

const TEXT = 'go fun';
const SHOTS = `${SCREENSHOTS}/race`;

describe('class race', () => {
  it('a projector and three children (one a 390 px touch phone) race from the lobby to the podium', async () => {
    const screen = await t.newPage({ width: 1920, height: 1080 });
    const teacher = await signInAs(t, screen, 'TEACHER', '王老师');
    const made = await t.api<{ id: string }>('/student/studyGroup/create', { name: '三年级二班' }, teacher.token, teacher.roleId);
    const kids = [
      { name: '小明', page: await t.newPage({ width: 1280, height: 800 }) },
      { name: '小红', page: await t.newPage({ width: 1280, height: 800 }) },
      { name: '小刚', page: await t.newPage({ width: 390, height: 844, touch: true }) },
    ];
    const ids: string[] = [];
    for (const [i, k] of kids.entries()) {
      const who = await signInAs(t, k.page, 'STUDENT', k.name);
      ids.push(who.roleId);
      // the phone's child is not in the class: it races all the same (joining a race never joins the class)
      if (i < 2) await t.api(`/student/studyGroup/join/${made.data.id}`, {}, who.token, who.roleId);
    }

    // the teacher opens a race from the class page: a pasted English passage
    await screen.goto(`/group?class=${made.data.id}`);
    await screen.getByTestId('open-race').click();
    await screen.getByTestId('race-setup').waitFor();
    await screen.getByTestId('race-kind-english').click();
    await screen.getByTestId('race-paste-tab').click();
    await screen.getByTestId('race-create').click();
    await expect.poll(() => screen.getByTestId('race-setup-error').textContent()).toContain('请粘贴要比赛的文字');
    await screen.getByTestId('race-paste').fill('你好');
    await screen.getByTestId('race-create').click();
    await expect.poll(() => screen.getByTestId('race-setup-error').textContent()).toContain('英文比赛只能用英文字母');
    await screen.getByTestId('race-paste').fill(TEXT);
    await screen.getByTestId('race-create').click();
    await screen.getByTestId('race-screen').waitFor();
    await screen.getByTestId('race-qr').waitFor();
    const code = (await screen.getByTestId('race-code').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);

    // the children join: two by the QR's address, the phone by typing the code

    for (const k of kids.slice(0, 2)) await k.page.goto(`/race/join/${code}`);
    const phone = kids[2]!.page;
    await phone.goto('/race/join');
    await phone.getByTestId('race-code-input').fill(code);
    await phone.getByTestId('race-join-go').click();
    for (const k of kids) await k.page.getByTestId('race-waiting').waitFor();
    await expect.poll(() => screen.getByTestId('race-lobby-kid').count()).toBe(3);
    await screen.screenshot({ path: `${SHOTS}/lobby-1920.png` });
    await phone.screenshot({ path: `${SHOTS}/waiting-390.png` });

    // 开始比赛: every device counts down to the server's start, then the typing stage comes
    await screen.getByTestId('race-start').click();
    for (const k of kids) await k.page.getByTestId('race-countdown').waitFor();
    await screen.getByTestId('race-countdown').waitFor();
    await screen.screenshot({ path: `${SHOTS}/countdown-1920.png` });
    for (const k of kids) await k.page.locator('[data-testid="race-typing"] canvas[data-renderer]').waitFor({ timeout: within(10_000) });
    await phone.getByTestId('touch-keyboard').waitFor();
    await screen.locator('[data-testid="race-track"] canvas').waitFor();

    // 小明 finishes first, 小红 second, the phone's 小刚 third; the track shows each finish as it comes
    await typeOnKeyboard(kids[0]!.page, TEXT.slice(0, 3));
    await expect.poll(async () => (await track(screen)).find((l) => l.id === ids[0])?.shown ?? 0).toBeGreaterThan(0.3);
    await screen.screenshot({ path: `${SHOTS}/race-1920.png` });
    await typeOnKeyboard(kids[0]!.page, TEXT.slice(3));
    expect((await finishersOnTrack(screen, 1)).find((l) => l.place === 1)?.id).toBe(ids[0]);
    await kids[0]!.page.getByTestId('race-finished').waitFor();
    expect(await kids[0]!.page.getByTestId('race-finished').textContent()).toContain('第 1 名');

    await typeOnKeyboard(kids[1]!.page, TEXT);
    expect((await finishersOnTrack(screen, 2)).find((l) => l.place === 2)?.id).toBe(ids[1]);
    await screen.screenshot({ path: `${SHOTS}/finishes-1920.png` });
    await typeOnTouch(phone, 2);
    await phone.screenshot({ path: `${SHOTS}/race-390.png` });
    await typeOnTouch(phone, TEXT.length - 2);
    expect((await finishersOnTrack(screen, 3)).find((l) => l.place === 3)?.id).toBe(ids[2]);

    // everyone finished: the race ends by itself and every device shows the podium with speed and accuracy
    await screen.getByTestId('race-podium').waitFor();
    await expect.poll(() => screen.getByTestId('podium-1').textContent()).toContain('小明');
    expect(await screen.getByTestId('podium-3').textContent()).toContain('小刚');
    expect(await screen.getByTestId('podium-1').textContent()).toMatch(/\d+ 字\/分 · \d+%/);
    await screen.screenshot({ path: `${SHOTS}/podium-1920.png` });
    await phone.getByTestId('race-podium').waitFor();
    await phone.screenshot({ path: `${SHOTS}/podium-390.png`, fullPage: true });

    for (const [who, p] of [['projector', screen], ...kids.map((k) => [k.name, k.page] as const)] as const) expect({ who, errors: pageErrors(p as Page) }).toEqual({ who, errors: [] });
  });
});

describe('class race: drop-outs, removal, a late child, ending early', () => {
  it('a child who reloads rejoins at their place, a removed child is told, a late child watches, the unfinished are ranked after the finisher by how far they got', async () => {
    const screen = await t.newPage({ width: 1920, height: 1080 });
    const teacher = await signInAs(t, screen, 'TEACHER', '李老师');
    const made = await t.api<{ id: string }>('/student/studyGroup/create', { name: '四年级一班' }, teacher.token, teacher.roleId);
    const names = ['小兰', '小东', '小北', '小晚'];
    const kids: { name: string; page: Page; roleId: string }[] = [];
    for (const name of names) {
      const page = await t.newPage({ width: 1280, height: 800 });
      const who = await signInAs(t, page, 'STUDENT', name);
      await t.api(`/student/studyGroup/join/${made.data.id}`, {}, who.token, who.roleId);
      kids.push({ name, page, roleId: who.roleId });
    }
    const [lan, dong, bei, late] = kids as [(typeof kids)[0], (typeof kids)[0], (typeof kids)[0], (typeof kids)[0]];
    const race = await t.api<{ id: string; code: string }>('/race/create', { groupId: made.data.id, kind: 'english', text: TEXT }, teacher.token, teacher.roleId);
    expect(race.status).toBe(200);
    await screen.goto(`/race/screen/${race.data.id}`);
    await screen.getByTestId('race-code').waitFor();
    for (const k of [lan, dong, bei]) {
      await k.page.goto(`/race/join/${race.data.code}`);
      await k.page.getByTestId('race-waiting').waitFor();
    }
    await expect.poll(() => screen.getByTestId('race-lobby-kid').count()).toBe(3);
    await screen.getByTestId('race-start').click();
    for (const k of [lan, dong, bei]) await k.page.locator('[data-testid="race-typing"] canvas[data-renderer]').waitFor({ timeout: within(10_000) });

    // a late child comes after the start: they watch the track
    await late.page.goto(`/race/join/${race.data.code}`);
    await late.page.getByTestId('race-watching').waitFor();
    await late.page.locator('[data-testid="race-track"] canvas').waitFor();
    await late.page.screenshot({ path: `${SHOTS}/late-watcher-1280.png` });

    // the teacher removes 小北 during the race: their device says so
    await screen.getByTestId('race-manage').click();
    await screen.getByRole('button', { name: `移出 ${bei.name}` }).click();
    await screen.getByRole('button', { name: '移出', exact: true }).click();
    await bei.page.getByTestId('race-closed').waitFor();
    expect(await bei.page.getByTestId('race-closed').textContent()).toContain('老师把你移出了这场比赛');
    await expect.poll(async () => (await track(screen)).length).toBe(2);

    // 小兰 types half, drops out (reload), comes back at her place and types only the rest
    await typeOnKeyboard(lan.page, TEXT.slice(0, 3));
    await lan.page.reload();
    await lan.page.locator('[data-testid="race-typing"] canvas[data-renderer]').waitFor({ timeout: within(10_000) });
    await expect.poll(() => keysTaken(lan.page)).toBe(3);
    // the stored keys went back into her engine: the key due is the fourth letter, not the first
    await expect.poll(() => lan.page.evaluate(() => (window as unknown as { __engineProbe?: { nextKey(): string | null } }).__engineProbe?.nextKey() ?? null)).toBe(TEXT[3]);
    const before = Number(await lan.page.getByTestId('race-my-place').getAttribute('data-keys'));
    for (const [i, ch] of [...TEXT.slice(3)].entries()) {
      await lan.page.keyboard.press(ch === ' ' ? 'Space' : ch, { delay: HOLD_MS });
      await expect.poll(() => keysTaken(lan.page), { timeout: within(5000) }).toBeGreaterThanOrEqual(before + i + 1);
    }
    expect((await finishersOnTrack(screen, 1)).find((l) => l.place === 1)?.id).toBe(lan.roleId);
    await lan.page.getByTestId('race-finished').waitFor();

    // 小东 typed a little and never finishes: the teacher ends the race early
    await typeOnKeyboard(dong.page, 'go');
    await screen.getByTestId('race-end').click();
    await screen.getByRole('button', { name: '结束比赛' }).click();
    await screen.getByTestId('race-podium').waitFor();
    const rows = screen.getByTestId('race-result-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).getAttribute('data-status')).toBe('unfinished');
    // ranked after the finisher by how far they got, with speed and accuracy (issue 40)
    expect(await rows.nth(1).getAttribute('data-rank')).toBe('2');
    expect(await rows.nth(1).textContent()).toMatch(/\d+ 字\/分.*100%.*33%/);
    await screen.screenshot({ path: `${SHOTS}/ended-early-1920.png` });
    await dong.page.getByTestId('race-podium').waitFor();
    await late.page.getByTestId('race-podium').waitFor();

    for (const [who, p] of [['projector', screen], ...kids.map((k) => [k.name, k.page] as const)] as const) expect({ who, errors: pageErrors(p as Page) }).toEqual({ who, errors: [] });
  });
});

describe('class race: a whole class on the projector', () => {
  it('40 children fit the lobby and the track at 1920×1080', async () => {
    const screen = await t.newPage({ width: 1920, height: 1080 });
    const teacher = await signInAs(t, screen, 'TEACHER', '张老师');
    const made = await t.api<{ id: string }>('/student/studyGroup/create', { name: '五年级三班' }, teacher.token, teacher.roleId);
    const race = await t.api<{ id: string; code: string }>('/race/create', { groupId: made.data.id, kind: 'english', text: TEXT }, teacher.token, teacher.roleId);
    await screen.goto(`/race/screen/${race.data.id}`);
    await screen.getByTestId('race-code').waitFor();
    for (let i = 0; i < 40; i++) {
      const login = await t.api<{ accessToken: string }>('/auth/loginByGuest', {});
      const token = login.data.accessToken;
      const role = await t.api<{ id: string }>('/user/role/create', { roleName: `同学${i + 1}号`, roleType: 'STUDENT', avatar: 'panda.svg' }, token);
      const joined = await t.api('/race/join', { code: race.data.code }, token, role.data.id);
      expect(joined.status).toBe(200);
    }
    await expect.poll(() => screen.getByTestId('race-lobby-kid').count(), { timeout: within(10_000) }).toBe(40);
    await screen.screenshot({ path: `${SHOTS}/lobby-40-1920.png` });
    await screen.getByTestId('race-start').click();
    await expect.poll(async () => (await track(screen)).length, { timeout: within(10_000) }).toBe(40);
    await screen.getByTestId('race-countdown').waitFor({ state: 'detached', timeout: within(10_000) });
    await screen.screenshot({ path: `${SHOTS}/track-40-1920.png` });
    expect(pageErrors(screen)).toEqual([]);
  });
});
