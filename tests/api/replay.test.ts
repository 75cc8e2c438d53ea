import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import type { Chapter } from '../../contract/levels';
import { ATTEMPT_LOG_MAX_BYTES, ATTEMPT_LOG_MAX_ENTRIES, type AttemptReplay, type AttemptSummary } from '../../contract/replay';
import { chapterRulesOf } from '../../engines/chapterRules';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { standardCodeOf } from '../../engines/core/keyboard';
import { replayChapter } from '../../engines/core/session/replayChapter';
import { attemptLogs, chapterAttempts, raceRacers, races, typingTests } from '../../server/db/schema';
import { LOG_DISAGREES, packLog, unpackLog } from '../../server/services/attemptLogs';
import { LOG_NOT_KEPT, NOT_IN_CLASS } from '../../server/services/attemptReplays';
import { curriculum } from '../../server/services/curriculum';
import { startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { classWith } from './homeworkHelpers';
import { childHeaders, schoolClass, tokenOf } from './schoolHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const get = (path: string, h?: Headers) => t.call('GET', t.api(path), undefined, h);
const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);

/** A free English chapter of the real curriculum (typing_text). */
const chapter: Chapter = curriculum.chapters.find(
  (p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text' && p.chapter.activity.text.length >= 20 && p.chapter.activity.text.length <= 300,
)!.chapter;

/** The chapter typed `every` ms a key, a wrong key before every `slipEvery`-th: the log and the claim an honest page makes from it. */
function typedChapter(every = 180, slipEvery = 4) {
  if (chapter.activity.render_engine !== 'typing_text') throw new Error('an English chapter');
  const log: KeyLogEntry[] = [];
  [...chapter.activity.text].forEach((c, i) => {
    const key = c === '\n' ? 'Enter' : c;
    if (slipEvery && i % slipEvery === 1) log.push([log.length * every, 'KeyQ', key === 'q' ? 'w' : 'q']);
    log.push([log.length * every, standardCodeOf(key), key]);
  });
  const { result } = replayChapter(chapterRulesOf('typing_text')!, chapter.activity, log);
  if (!result) throw new Error('the log does not finish the chapter');
  const body = {
    attemptId: randomUUID(), chapterId: chapter.id, durationMs: Math.round(result.durationMs), correct: result.correct, wrong: result.wrong,
    cpm: Math.round(result.cpm * 10) / 10, accuracy: Math.round(result.accuracy * 10) / 10, keyStats: result.keyStats, log,
  };
  return { log, body };
}

describe('a chapter attempt keeps its key log', () => {
  it('stores the log the server replayed, compressed, and the class teacher reads back the very log scored', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const { log, body } = typedChapter();
    expect(body.wrong).toBeGreaterThan(3);
    const saved = await post('/student/progress', body, child!);
    expect(saved.status, saved.message).toBe(200);

    const [row] = await t.app.db.select().from(attemptLogs).where(eq(attemptLogs.attemptId, body.attemptId));
    expect(row).toMatchObject({ roleId: child!.userroleid, entries: log.length, rawBytes: JSON.stringify(log).length });
    const packed = Buffer.from(row!.log!, 'base64');
    expect(packed.length).toBeLessThan(row!.rawBytes / 3);
    expect(JSON.parse(brotliDecompressSync(packed).toString())).toEqual(log);

    const list = await get(`/school/${id}/attempts?roleId=${child!.userroleid}`, teacher);
    expect(list.status).toBe(200);
    expect(list.data as AttemptSummary[]).toMatchObject([{ kind: 'chapter', id: body.attemptId, roleId: child!.userroleid, roleName: '小红', title: chapter.name, chapterId: chapter.id, playable: true }]);
    const one = await get(`/school/${id}/attempt/${child!.userroleid}/chapter/${body.attemptId}`, teacher);
    expect(one.status, one.message).toBe(200);
    const replay = one.data as AttemptReplay;
    expect(replay.log).toEqual(log);
    expect(replay.activity).toEqual(chapter.activity);
    const [stored] = await t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.attemptId, body.attemptId));
    expect(replay).toMatchObject({ correct: stored!.correct, wrong: stored!.wrong, durationMs: stored!.durationMs, accuracy: stored!.accuracy });
    // and that log, replayed, gives the figures stored
    const again = replayChapter(chapterRulesOf('typing_text')!, replay.activity, replay.log);
    expect({ correct: again.result!.correct, wrong: again.result!.wrong }).toEqual({ correct: stored!.correct, wrong: stored!.wrong });

    // a retry of the same attempt is stored once, its log too
    expect((await post('/student/progress', body, child!)).status).toBe(200);
    expect(await t.app.db.select().from(attemptLogs).where(eq(attemptLogs.attemptId, body.attemptId))).toHaveLength(1);
  });

  it('refuses a log that does not give the claimed figures, and stores nothing', async () => {
    const { students: [child] } = await classWith(t);
    const { body } = typedChapter();
    // the claim of the honest run, with a log that left out a wrong key
    const slip = body.log.findIndex((e) => e[1] === 'KeyQ');
    const res = await post('/student/progress', { ...body, log: body.log.filter((_, i) => i !== slip) }, child!);
    expect(res).toMatchObject({ status: 40000, message: LOG_DISAGREES });
    expect(await t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.attemptId, body.attemptId))).toHaveLength(0);
    expect(await t.app.db.select().from(attemptLogs).where(eq(attemptLogs.roleId, child!.userroleid))).toHaveLength(0);
  });

  it('bounds the log: too many entries are refused on the wire; past the byte cap the attempt counts but its log is not kept', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const { body } = typedChapter();
    const long = Array.from({ length: ATTEMPT_LOG_MAX_ENTRIES + 1 }, (_, i): KeyLogEntry => [i * 100, 'KeyA', 'a']);
    expect(await post('/student/progress', { ...body, log: long }, child!)).toMatchObject({ status: 40000, message: '按键记录过长' });
    // the cap on what is kept: a log that compresses past ATTEMPT_LOG_MAX_BYTES is not kept
    const noise = Array.from({ length: 6000 }, (_, i): KeyLogEntry => [i * 100, randomUUID().slice(0, 20), randomUUID()]);
    const packed = await packLog(noise);
    expect(packed).toMatchObject({ entries: 6000, log: null });
    const small = await packLog(body.log);
    expect(unpackLog(small.log!)).toEqual(body.log);
    expect(Buffer.from(small.log!, 'base64').length).toBeLessThanOrEqual(ATTEMPT_LOG_MAX_BYTES);
    // an attempt whose log was not kept (past the cap, or sent before logs were kept) lists as not playable and is refused calmly
    expect((await post('/student/progress', body, child!)).status).toBe(200);
    await t.app.db.update(attemptLogs).set({ log: null }).where(eq(attemptLogs.attemptId, body.attemptId));
    expect((await get(`/school/${id}/attempts`, teacher)).data).toMatchObject([{ id: body.attemptId, playable: false }]);
    expect(await get(`/school/${id}/attempt/${child!.userroleid}/chapter/${body.attemptId}`, teacher)).toMatchObject({ status: 40400, message: LOG_NOT_KEPT });
  });
});

describe('who may watch', () => {
  it('only the class teacher, and only children of the class', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const { body } = typedChapter();
    expect((await post('/student/progress', body, child!)).status).toBe(200);
    const path = `/school/${id}/attempt/${child!.userroleid}/chapter/${body.attemptId}`;
    // another teacher
    const other = await newRole(t, 'TEACHER', '李老师');
    expect(await get(path, other)).toMatchObject({ status: 40300, message: '只有这个班级的老师可以这样做', data: null });
    expect(await get(`/school/${id}/attempts`, other)).toMatchObject({ status: 40300, message: '只有这个班级的老师可以这样做' });
    // the child's own family account (its student role)
    expect(await get(path, child!)).toMatchObject({ status: 40300, message: '只有老师角色可以这样做', data: null });
    // a stranger: signed in without a role, and not signed in at all
    const stranger = (await t.call('POST', t.api('/auth/loginByGuest'), {})).data.accessToken as string;
    expect((await get(path, { authorization: stranger })).status).toBe(40300);
    expect((await get(path)).status).toBe(10000);
    // the class teacher asking for a child of another class, through their own class
    const { students: [outsider] } = await classWith(t, ['小蓝']);
    const theirs = typedChapter();
    expect((await post('/student/progress', theirs.body, outsider!)).status).toBe(200);
    expect(await get(`/school/${id}/attempt/${outsider!.userroleid}/chapter/${theirs.body.attemptId}`, teacher)).toMatchObject({ status: 40400, message: NOT_IN_CLASS });
    expect(await get(`/school/${id}/attempts?roleId=${outsider!.userroleid}`, teacher)).toMatchObject({ status: 40400, message: NOT_IN_CLASS });
    // an attempt id of another child, under this child's name
    expect((await get(`/school/${id}/attempt/${child!.userroleid}/chapter/${theirs.body.attemptId}`, teacher)).status).toBe(40400);
    expect((await get(`/school/${id}/attempt/${child!.userroleid}/chapter/${body.attemptId}`, teacher)).status).toBe(200);
  });

  it('a race of the class replays from the lane\'s stored log; a race of another class is not found', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const { log } = typedChapter();
    const raceId = randomUUID();
    const now = t.clock.now();
    await t.app.db.insert(races).values({ id: raceId, code: '123456', groupId: id, teacherRoleId: teacher.userroleid!, kind: 'english', title: '比一比', activity: chapter.activity, state: 'ended', limitSeconds: 120, createdAt: now, expiresAt: now, startsAt: now, endsAt: now, endedAt: now });
    await t.app.db.insert(raceRacers).values({ raceId, roleId: child!.userroleid!, lane: 0, status: 'finished', joinedAt: now, log, keys: log.length, correct: 10, wrong: 2, cpm: 50, accuracy: 83.3, finishMs: log.at(-1)![0] });
    const one = await get(`/school/${id}/attempt/${child!.userroleid}/race/${raceId}`, teacher);
    expect(one.status, one.message).toBe(200);
    expect(one.data).toMatchObject({ kind: 'race', title: '班级比赛：比一比', correct: 10, wrong: 2, log });
    expect((await get(`/school/${id}/attempts`, teacher)).data).toMatchObject([{ kind: 'race', id: raceId, playable: true }]);
    const { teacher: otherTeacher, id: otherClass } = await classWith(t, []);
    expect((await get(`/school/${otherClass}/attempt/${child!.userroleid}/race/${raceId}`, otherTeacher)).status).toBe(40400);
  });

  it('a typing test replays from its stored log', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const { log } = typedChapter();
    const testId = randomUUID();
    const now = t.clock.now();
    await t.app.db.insert(typingTests).values({ id: testId, roleId: child!.userroleid!, kind: 'english', minutes: 1, durationMs: 60_000, band: 1, seed: 1, activity: chapter.activity, day: '2026-11-21', startedAt: now, finishedAt: now, cpm: 40, accuracy: 90, grade: 1, figures: { correct: 30, wrong: 3 }, log });
    expect((await get(`/school/${id}/attempt/${child!.userroleid}/test/${testId}`, teacher)).data).toMatchObject({ kind: 'test', title: '打字测试：英文 1 分钟', correct: 30, wrong: 3, durationMs: 60_000, log });
    expect((await get(`/school/${id}/attempts?roleId=${child!.userroleid}`, teacher)).data).toMatchObject([{ kind: 'test', id: testId, playable: true }]);
  });
});

describe('a made child deleted by the teacher', () => {
  it('takes its kept logs with it', async () => {
    const c = await schoolClass(t);
    const cards = await c.make(['小明']);
    const login = await c.post('/school/login/card', { token: tokenOf(cards.cards[0]!.qrPath) }, {});
    const kid = childHeaders(login.data);
    const { body } = typedChapter();
    expect((await post('/student/progress', body, kid)).status).toBe(200);
    expect(await t.app.db.select().from(attemptLogs).where(eq(attemptLogs.roleId, kid.userroleid!))).toHaveLength(1);
    expect((await c.post(`/school/child/${kid.userroleid}/delete`, {})).status).toBe(200);
    expect(await t.app.db.select().from(attemptLogs).where(eq(attemptLogs.roleId, kid.userroleid!))).toHaveLength(0);
  });
});
