import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, moveTo, newRole } from './accountHelpers';
import { buyVip } from './authHelpers';

vi.mock('../../levels', async () => (await import('./accountHelpers')).fixedLevels());

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

describe("the parent's view", () => {
  it("shows each child role's week side by side, and no teacher roles or other accounts", async () => {
    moveTo(t, '2026-11-25T02:00:00Z'); // Wednesday
    const first = await newRole(t, 'STUDENT', '哥哥');
    await buyVip(t, first.authorization); // more than one role needs VIP
    const second = await newRole(t, 'STUDENT', '妹妹', first.authorization);
    await newRole(t, 'TEACHER', '妈妈老师', first.authorization);
    await finishChapter(t, first, 'k-0', { cpm: 60 });
    await finishChapter(t, first, 'k-1', { cpm: 40 });
    await finishChapter(t, second, 'k-0', { cpm: 30 });
    await finishChapter(t, await newRole(t), 'k-0');

    const res = await t.call('GET', t.api('/student/family/week'), undefined, { authorization: first.authorization });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ from: '2026-11-23', to: '2026-11-25' });
    expect(res.data.children.map((c: { roleName: string; chapters: number; days: number }) => [c.roleName, c.chapters, c.days])).toEqual([
      ['哥哥', 2, 1],
      ['妹妹', 1, 1],
    ]);
    expect(res.data.children[1]).toMatchObject({ cpm: 30, accuracy: 100, lastWeek: { chapters: 0 } });
    expect((await t.call('GET', t.api('/student/family/week'))).status).toBe(10000);
  });
});
