import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GAME_COST } from '../../contract/constants';
import { HOMEWORK_FREE_ROUNDS_PER_DAY } from '../../contract/homework';
import { gameRounds, pointsLedger } from '../../server/db/schema';
import { addPoints, balance } from '../../server/services/points';
import { GAMES } from '../../engines/registry';
import { startTestApp, type TestApp } from './harness';
import { finishChapter, type Headers } from './accountHelpers';
import { classWith, GAME, seedRound } from './homeworkHelpers';

vi.mock('../../levels', async () => (await import('./homeworkHelpers')).homeworkLevels());

// Issue 40 items 6 and 7: a game the teacher set is playable at no cost (the server decides by the
// homework), and homework is done only at its bar (stars and accuracy), not by mashing keys.
let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const DUE = '2026-11-28';
const OTHER_LEVEL = ((await GAMES[0]!.levels()).default as readonly { id: string }[])[1]!.id;
const start = (h: Headers, o: { levelId?: string; mode?: string } = {}) =>
  post('/game/round/start', { courseId: GAME.courseId, courseLevelId: o.levelId ?? GAME.levelId, mode: o.mode ?? 'level' }, h);

/** Sets the child's balance to exactly `points`. */
async function holding(roleId: string, points: number) {
  const now = await balance(t.app.db, roleId);
  if (now !== points) await addPoints(t.app.db, { roleId, delta: points - now, reason: 'test', ref: `set:${roleId}:${points}:${Math.random()}`, day: '2026-11-21' });
}

async function gameHomework() {
  const c = await classWith(t, ['小红']);
  const made = await post(`/student/studyGroup/${c.id}/homework`, { kind: 'game', ...GAME, dueDay: DUE }, c.teacher);
  expect(made.status).toBe(200);
  return { ...c, child: c.students[0]!, homeworkId: made.data.assignment.id as string };
}

describe('a homework game costs no points', () => {
  it('a child at 30 points plays the assigned level: no charge, no ledger row; other levels and classic still cost', async () => {
    const { child, homeworkId } = await gameHomework();
    await holding(child.userroleid, 30);
    expect((await get(`/game/homework/${GAME.courseId}/${GAME.levelId}`, child)).data).toMatchObject({ assignmentId: homeworkId, status: 'todo', freeLeft: HOMEWORK_FREE_ROUNDS_PER_DAY, bar: { stars: 1, accuracy: 70 } });
    const round = await start(child);
    expect(round).toMatchObject({ status: 200, data: { point: 30, cost: 0 } });
    const ledger = await t.app.db.select().from(pointsLedger).where(eq(pointsLedger.roleId, child.userroleid));
    expect(ledger.filter((r) => r.reason === 'game')).toEqual([]);
    expect((await t.app.db.select().from(gameRounds).where(eq(gameRounds.id, round.data.roundId)))[0]).toMatchObject({ homeworkId });
    expect((await get(`/game/homework/${GAME.courseId}/${GAME.levelId}`, child)).data.freeLeft).toBe(HOMEWORK_FREE_ROUNDS_PER_DAY - 1);

    // not a way to free rounds elsewhere: another level, a child of another class
    expect(await start(child, { levelId: OTHER_LEVEL })).toMatchObject({ status: 60001 });
    expect((await get(`/game/homework/${GAME.courseId}/${OTHER_LEVEL}`, child)).data).toBeNull();
    const stranger = (await classWith(t, ['小刚'])).students[0]!;
    await holding(stranger.userroleid, 30);
    expect(await start(stranger)).toMatchObject({ status: 60001 });
    expect(await balance(t.app.db, child.userroleid)).toBe(30);
  });

  it('gives HOMEWORK_FREE_ROUNDS_PER_DAY free rounds a day under concurrent starts, then charges; again the next day', async () => {
    const { child, homeworkId } = await gameHomework();
    await holding(child.userroleid, GAME_COST);
    const all = await Promise.all(Array.from({ length: HOMEWORK_FREE_ROUNDS_PER_DAY + 3 }, () => start(child)));
    const free = all.filter((r) => r.status === 200 && r.data.cost === 0);
    const paid = all.filter((r) => r.status === 200 && r.data.cost === GAME_COST);
    expect(free).toHaveLength(HOMEWORK_FREE_ROUNDS_PER_DAY);
    expect(paid).toHaveLength(1);
    expect(all.filter((r) => r.status === 60001)).toHaveLength(2);
    expect(await balance(t.app.db, child.userroleid)).toBe(0);
    const rounds = await t.app.db.select().from(gameRounds).where(and(eq(gameRounds.roleId, child.userroleid), eq(gameRounds.homeworkId, homeworkId)));
    expect(rounds).toHaveLength(HOMEWORK_FREE_ROUNDS_PER_DAY);
    t.clock.advance(24 * 3600_000);
    expect((await start(child)).data).toMatchObject({ cost: 0 });
  });

  it('once the homework is done, a further round is practice and costs as usual', async () => {
    const { child } = await gameHomework();
    await holding(child.userroleid, 30);
    await seedRound(t, child.userroleid, new Date(t.clock.now().getTime() + 1000), { stars: 1, correct: 30, wrong: 2 });
    t.clock.advance(2000);
    expect((await get(`/game/homework/${GAME.courseId}/${GAME.levelId}`, child)).data).toMatchObject({ status: 'done', freeLeft: 0 });
    expect(await start(child)).toMatchObject({ status: 60001 });
  });
});

describe('the homework bar', () => {
  it('mashing keys to a star at 17.6 % is 未达标 with its best shown; a round at the bar completes it', async () => {
    const { teacher, id, child } = await gameHomework();
    await seedRound(t, child.userroleid, new Date(t.clock.now().getTime() + 1000), { stars: 1, correct: 3, wrong: 14 });
    expect((await get('/student/homework/mine', child)).data[0]).toMatchObject({ status: 'tried', stars: 1, accuracy: 17.6, bar: { stars: 1, accuracy: 70 } });
    const list = (await get(`/student/studyGroup/${id}/homework`, teacher)).data;
    expect(list[0]).toMatchObject({ doneCount: 0, members: [{ roleName: '小红', status: 'tried', stars: 1, accuracy: 17.6 }] });
    // accurate but starless is not enough either
    await seedRound(t, child.userroleid, new Date(t.clock.now().getTime() + 2000), { stars: 0, correct: 20, wrong: 0 });
    expect((await get('/student/homework/mine', child)).data[0]).toMatchObject({ status: 'tried' });
    await seedRound(t, child.userroleid, new Date(t.clock.now().getTime() + 3000), { stars: 1, correct: 28, wrong: 2 });
    expect((await get('/student/homework/mine', child)).data[0]).toMatchObject({ status: 'done', stars: 1, accuracy: 93.3 });
    expect((await get(`/student/studyGroup/${id}/homework`, teacher)).data[0]).toMatchObject({ doneCount: 1, members: [{ roleName: '小红', status: 'done' }] });
  });

  it("a chapter needs its own accuracy target: finished at 60 % it is 未达标", async () => {
    const { teacher, students: [child], id } = await classWith(t, ['小明']);
    const made = await post(`/student/studyGroup/${id}/homework`, { kind: 'chapter', chapterId: 'k-7', dueDay: DUE }, teacher);
    expect(made.data.assignment.bar).toEqual({ stars: 1, accuracy: 90 });
    t.clock.advance(1000);
    await finishChapter(t, child!, 'k-7', { wrong: 16 });
    expect((await get('/student/homework/mine', child!)).data[0]).toMatchObject({ status: 'tried', stars: 1, accuracy: 60 });
    await finishChapter(t, child!, 'k-7', { wrong: 1 });
    expect((await get('/student/homework/mine', child!)).data[0]).toMatchObject({ status: 'done', accuracy: 96 });
  });
});
