import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RaceMessages } from '../../contract/race';
import { chapterAttempts } from '../../server/db/schema';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket, typed } from './raceHelpers';

/**
 * Issue 39 items 2 and 3: a place follows when the finishing key reached the server, not the time
 * its keys claim; a finish far beyond the child's own recorded speed waits for the teacher.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const sock = (h: Headers, raceId: string) => raceSocket(port, h.authorization, h.userroleid, raceId);

async function race(names: string[], text: string) {
  const teacher = await newRole(t, 'TEACHER', '王老师');
  const group = (await post('/student/studyGroup/create', { name: '五(1)班' }, teacher)).data.id as string;
  const kids: Headers[] = [];
  for (const name of names) {
    const kid = await newRole(t, 'STUDENT', name);
    await post(`/student/studyGroup/join/${group}`, {}, kid);
    kids.push(kid);
  }
  const made = (await post('/race/create', { groupId: group, kind: 'english', text }, teacher)).data;
  for (const k of kids) await post('/race/join', { code: made.code }, k);
  const projector = await sock(teacher, made.id);
  const racers = await Promise.all(kids.map((k) => sock(k, made.id)));
  await post(`/race/${made.id}/start`, {}, teacher);
  await Promise.all([projector, ...racers].map((s) => s.next((m) => m.type === 'start')));
  t.clock.advance(3000);
  return { teacher, group, kids, id: made.id as string, projector, racers };
}

describe('a race place', () => {
  it('follows when the finishing key reached the server: keys timed back keep their speed, not an earlier place', async () => {
    const { kids, projector, racers } = await race(['老实的', '倒填的'], 'ab cd');
    const [honest, thief] = racers as [NonNullable<(typeof racers)[0]>, NonNullable<(typeof racers)[0]>];
    t.clock.advance(5000);
    expect((await honest.keys(0, typed('ab cd', 3000, 400))).racer).toMatchObject({ status: 'finished', place: 1, finishMs: 4600 });
    // a second later the whole text, its keys timed up to 5 s back (within the late-key allowance)
    t.clock.advance(1000);
    const stolen = await thief.keys(0, typed('ab cd', 1000, 300));
    expect(stolen.racer).toMatchObject({ status: 'finished', place: 2, finishMs: 2200, review: false });
    expect(stolen.racer.cpm).toBeGreaterThan(honest.received.find((m) => m.type === 'ack').racer.cpm);
    const ended = await projector.next((m) => m.type === 'ended');
    expect(ended.race.racers.map((r: any) => [r.roleId, r.place])).toEqual([[kids[0]!.userroleid, 1], [kids[1]!.userroleid, 2]]);
    for (const s of [projector, ...racers]) s.close();
  });
});

describe('a finish far beyond the child’s own speed', () => {
  const TEXT = 'ab cd ef gh ij kl mn op';

  it('waits for the teacher (待老师确认) without a place; the teacher’s confirmation places it by its arrival', async () => {
    const { teacher, group, kids, id, projector, racers } = await race(['机器人', '快手', '慢慢'], TEXT);
    const [bot, fast, slow] = kids as [Headers, Headers, Headers];
    // 快手 has typed at 400 字/分 before: 511 is not twice that
    await t.app.db.insert(chapterAttempts).values({
      attemptId: randomUUID(), roleId: fast.userroleid, chapterId: 'k-0', durationMs: 60_000, correct: 400, wrong: 0, cpm: 400, accuracy: 100, stars: 3, pointsEarned: 0, day: '2026-11-20',
    });
    // perfect keys near a hand's edge, 23 characters in 1.74 s (793 字/分), from a child with no record at all
    t.clock.advance(2000);
    const botAck = await racers[0]!.keys(0, typed(TEXT, 200, 70));
    expect(botAck.racer).toMatchObject({ status: 'finished', place: null, review: true });
    expect(botAck.racer.cpm).toBeGreaterThan(300);
    expect((await projector.next((m) => m.type === 'finish' && m.racer.roleId === bot.userroleid)).racer).toMatchObject({ place: null, review: true });
    t.clock.advance(1000);
    expect((await racers[1]!.keys(0, typed(TEXT, 500, 100))).racer).toMatchObject({ place: 1, review: false, cpm: 511 });
    t.clock.advance(8000);
    expect((await racers[2]!.keys(0, typed(TEXT, 1500, 400))).racer).toMatchObject({ place: 2, review: false });
    const ended = (await projector.next((m) => m.type === 'ended')).race;
    expect(ended.racers.map((r: any) => [r.roleName, r.place, r.review])).toEqual([['机器人', null, true], ['快手', 1, false], ['慢慢', 2, false]]);
    // not in the record, no win, no best speed until confirmed
    const botRecord = () => t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.attemptId, `race:${id}:${bot.userroleid}`));
    expect(await botRecord()).toEqual([]);
    const book = async () => (await get(`/student/studyGroup/${group}/gradebook`, teacher)).data.rows.find((r: any) => r.roleId === bot.userroleid).races;
    expect(await book()).toEqual({ races: 1, wins: 0, bestCpm: null, toConfirm: 1 });

    // only the teacher confirms, once
    expect((await post(`/race/${id}/confirm`, { roleId: bot.userroleid }, slow)).status).toBe(40300);
    expect(await post(`/race/${id}/confirm`, { roleId: fast.userroleid }, teacher)).toMatchObject({ status: 40900, message: RaceMessages.nothingToReview });
    const at = projector.received.length;
    const confirmed = await post(`/race/${id}/confirm`, { roleId: bot.userroleid }, teacher);
    expect(confirmed.data.racers.map((r: any) => [r.roleName, r.place, r.review])).toEqual([['机器人', 1, false], ['快手', 2, false], ['慢慢', 3, false]]);
    // every screen takes the new places
    const again = await projector.next((m) => m.type === 'race', at);
    expect(again.race.racers.map((r: any) => r.place)).toEqual([1, 2, 3]);
    expect(await botRecord()).toHaveLength(1);
    expect(await book()).toMatchObject({ wins: 1, toConfirm: 0 });
    expect(await post(`/race/${id}/confirm`, { roleId: bot.userroleid }, teacher)).toMatchObject({ status: 40900 });
    for (const s of [projector, ...racers]) s.close();
  });
});
