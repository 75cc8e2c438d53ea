import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, and } from 'drizzle-orm';
import type { RaceKeyEntry } from '../../contract/race';
import { raceRacers } from '../../server/db/schema';
import { COMMIT_TOO_LONG } from '../../server/services/replay/bounds';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket } from './raceHelpers';

/**
 * Issue 39, hole 1: in a 汉字 race an IME commit is a phrase. Two racers' wrong commits of 64
 * characters, 29 a second, were taken, and the live replay of each copied every wrong character
 * before it: /healthz waited seconds. The commit is refused at the key-log bounds now; the cost of
 * what is taken is measured in tests/api/replayFairness.test.ts (api-timed).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const TEXT = '春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。';

describe('IME commits in a 汉字 race', () => {
  it('refuses a commit over 16 characters in Chinese and keeps nothing of its batch; a phrase of 16 is taken', async () => {
    const teacher = await newRole(t, 'TEACHER', '王老师');
    const group = (await post('/student/studyGroup/create', { name: '三(2)班' }, teacher)).data.id as string;
    const kid = await newRole(t, 'STUDENT', '小明');
    await post(`/student/studyGroup/join/${group}`, {}, kid);
    const race = (await post('/race/create', { groupId: group, kind: 'hanzi', text: TEXT }, teacher)).data;
    await post('/race/join', { code: race.code }, kid);
    const racer = await raceSocket(port, kid.authorization, kid.userroleid, race.id);
    await post(`/race/${race.id}/start`, {}, teacher);
    await racer.next((m) => m.type === 'start');
    t.clock.advance(3_000 + 5_000);

    const wrong = (ms: number, n: number): RaceKeyEntry => [ms, 'Composition', '错'.repeat(n)];
    expect(await racer.keys(0, [wrong(1_000, 64)])).toMatchObject({ type: 'error', status: 40000, message: COMMIT_TOO_LONG, expected: 0 });
    expect(await racer.keys(0, [wrong(1_000, 17)])).toMatchObject({ type: 'error', message: COMMIT_TOO_LONG, expected: 0 });
    expect(await racer.keys(0, [wrong(1_000, 16), [2_500, 'Backspace', 'Backspace']])).toMatchObject({ type: 'ack', accepted: 2, racer: { accuracy: 0 } });
    expect(await racer.keys(2, [[3_000, 'Composition', '春眠不觉晓']])).toMatchObject({ type: 'ack', accepted: 3 });
    racer.close();
    await racer.closed;
    // the lane stores what it took when its socket closes
    const stored = async () => ((await t.app.db.select().from(raceRacers).where(and(eq(raceRacers.raceId, race.id), eq(raceRacers.roleId, kid.userroleid))))[0]!.log as unknown[]).length;
    await expect.poll(stored).toBe(3);
  });
});
