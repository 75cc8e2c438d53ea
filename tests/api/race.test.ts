import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RaceMessages } from '../../contract/race';
import { chapterAttempts } from '../../server/db/schema';
import { purge, RETENTION } from '../../server/services/housekeeping';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket, typed } from './raceHelpers';

/** A class race on one process (PGlite, the injected clock): open to podium, forged messages, rejoin, removal, late child. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const TEXT = 'ab cd';

async function classWith(n: number) {
  const teacher = await newRole(t, 'TEACHER', '王老师');
  const group = (await post('/student/studyGroup/create', { name: '三(2)班' }, teacher)).data.id as string;
  const kids = [];
  for (let i = 0; i < n; i++) {
    const kid = await newRole(t, 'STUDENT', `学生${i}`);
    expect((await post(`/student/studyGroup/join/${group}`, {}, kid)).status).toBe(200);
    kids.push(kid);
  }
  return { teacher, group, kids };
}

const sock = (h: Headers, raceId: string) => raceSocket(port, h.authorization, h.userroleid, raceId);
/** ms of the race clock now */
const raceMs = (startsAt: number) => t.clock.now().getTime() - startsAt;

describe('the class race on one process', () => {
  it('runs from lobby to podium: joins, 3-2-1 on server time, replayed progress, finishes, forged messages refused, the record', async () => {
    const { teacher, group, kids } = await classWith(1);
    const newcomer = await newRole(t, 'STUDENT', '新同学');
    const made = await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher);
    expect(made).toMatchObject({ status: 200, data: { state: 'lobby', title: '老师的文字', activity: { text: TEXT }, me: { as: 'teacher' } } });
    const race = made.data;
    expect(race.code).toMatch(/^\d{6}$/);
    expect((await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher))).toMatchObject({ status: 40900, message: RaceMessages.alreadyOpen });

    const projector = await sock(teacher, race.id);
    expect(projector.hello).toMatchObject({ type: 'race', race: { id: race.id, racers: [] } });
    const a = (await post('/race/join', { code: race.code }, kids[0]!)).data;
    expect(a.me.as).toBe('racer');
    // a child not in the class races without joining it (tests/api/raceJoin.test.ts)
    expect((await post('/race/join', { code: race.code }, newcomer)).data.me.as).toBe('racer');
    expect((await get(`/student/studyGroup/${group}`, newcomer)).data.joined).toBe(false);
    await projector.next((m) => m.type === 'joined' && m.racer.roleName === '新同学');

    const ra = await sock(kids[0]!, race.id);
    const rb = await sock(newcomer, race.id);
    expect(await ra.keys(0, typed('a', 0))).toMatchObject({ type: 'error', message: RaceMessages.notStarted });

    expect((await post(`/race/${race.id}/start`, {}, kids[0]!)).status).toBe(40300);
    const started = await post(`/race/${race.id}/start`, {}, teacher);
    expect(started.data.state).toBe('countdown');
    const start = await ra.next((m) => m.type === 'start');
    expect(start.startsAt - start.serverNow).toBe(3000);
    expect((await projector.next((m) => m.type === 'start')).startsAt).toBe(start.startsAt);

    t.clock.advance(3000 + 1000);
    // a forged finish or progress is no message the server takes
    const before = ra.received.length;
    ra.send({ type: 'finish', place: 1 });
    expect(await ra.next((m) => m.type === 'error', before)).toMatchObject({ message: RaceMessages.unknownMessage });
    ra.send({ type: 'progress', racers: [{ roleId: kids[0]!.userroleid, progress: 1 }] });
    // keys typed faster than a hand, or timed later than the server's race clock, are refused
    expect(await ra.keys(0, typed('ab'.repeat(16), 600, 10))).toMatchObject({ type: 'error', message: RaceMessages.tooFast, expected: 0 });
    expect(await ra.keys(0, typed(TEXT, 3000))).toMatchObject({ type: 'error', message: RaceMessages.future, expected: 0 });
    expect(await ra.keys(3, typed('a', 900))).toMatchObject({ type: 'error', message: RaceMessages.gap, expected: 0 });

    // B types two keys, A the whole text: progress reaches the projector, A's finish is the replay's
    const at = projector.received.length;
    expect(await rb.keys(0, typed('ab', raceMs(start.startsAt) - 400))).toMatchObject({ type: 'ack', accepted: 2, racer: { status: 'racing', progress: 0.4, accuracy: 100 } });
    const progressed = await projector.next((m) => m.type === 'progress' && m.racers.some((r: any) => r.roleId === newcomer.userroleid), at);
    expect(progressed.racers.find((r: any) => r.roleId === newcomer.userroleid)).toMatchObject({ keys: 2, progress: 0.4 });
    t.clock.advance(1000);
    const log = [...typed('ab', 100), [500, 'KeyX', 'x'] as [number, string, string], ...typed(' cd', 700)];
    const ack = await ra.keys(0, log);
    expect(ack).toMatchObject({ type: 'ack', accepted: 6, racer: { status: 'finished', place: 1, finishMs: 1100, progress: 1 } });
    expect(ack.racer.accuracy).toBeCloseTo(83.3, 0);
    expect((await projector.next((m) => m.type === 'finish')).racer).toMatchObject({ roleId: kids[0]!.userroleid, place: 1, finishMs: 1100 });
    // resending keys already taken changes nothing
    expect(await ra.keys(0, log)).toMatchObject({ type: 'ack', accepted: 6, racer: { place: 1 } });

    // the teacher ends it: B never finished
    expect((await post(`/race/${race.id}/end`, {}, teacher)).data).toMatchObject({ state: 'ended', endReason: 'teacher' });
    const ended = await projector.next((m) => m.type === 'ended');
    expect(ended.race.racers).toMatchObject([
      { roleId: kids[0]!.userroleid, status: 'finished', place: 1, finishMs: 1100 },
      { roleId: newcomer.userroleid, status: 'unfinished', place: null, keys: 2 },
    ]);
    expect((await rb.next((m) => m.type === 'ended')).race.me).toEqual({ roleId: newcomer.userroleid, as: 'racer' });
    expect(await rb.keys(2, typed(' cd', raceMs(start.startsAt)))).toMatchObject({ type: 'error', message: RaceMessages.ended });

    // both count as practice in the children's records
    const attempts = await t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.chapterId, `race:${race.id}`));
    expect(attempts.map((x) => [x.roleId, x.correct, x.wrong, x.durationMs]).sort()).toEqual(
      [[kids[0]!.userroleid, 5, 1, 1100], [newcomer.userroleid, 2, 0, expect.any(Number)]].sort(),
    );
    const board = await get(`/student/studyGroup/${group}/members`, teacher);
    // a race is practice, not a chapter (issue 40)
    expect(board.data.find((m: any) => m.roleId === kids[0]!.userroleid)).toMatchObject({ chaptersThisWeek: 0, racesThisWeek: 1, practicesThisWeek: 1 });
    // and in the class gradebook's race column
    const book = (await get(`/student/studyGroup/${group}/gradebook`, teacher)).data;
    expect(book.rows.find((r: any) => r.roleId === kids[0]!.userroleid).races).toEqual({ races: 1, wins: 1, bestCpm: ack.racer.cpm, toConfirm: 0 });
    // (a racer from outside the class is no row of it)
    expect(book.rows.find((r: any) => r.roleId === newcomer.userroleid)).toBeUndefined();
    expect((await get(`/race/list?groupId=${group}`, teacher)).data[0]).toMatchObject({ state: 'ended', podium: [{ roleName: '学生0', place: 1 }, { roleName: '新同学', place: 2 }] });
    for (const s of [projector, ra, rb]) s.close();
  });

  it('takes a racer back at their place after a dropped socket, and ends when the last one finishes', async () => {
    const { teacher, group, kids } = await classWith(1);
    const race = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher)).data;
    await post('/race/join', { code: race.code }, kids[0]!);
    const projector = await sock(teacher, race.id);
    let racer = await sock(kids[0]!, race.id);
    const startsAt = (await post(`/race/${race.id}/start`, {}, teacher)).data.startsAt as number;
    // a device types after its socket brought the start (on PostgreSQL it comes through NOTIFY)
    await racer.next((m) => m.type === 'start');
    t.clock.advance(3000 + 2000);
    expect(await racer.keys(0, typed('ab ', 500))).toMatchObject({ type: 'ack', accepted: 3 });
    racer.socket.terminate();
    await racer.closed;
    t.clock.advance(1000);
    racer = await sock(kids[0]!, race.id);
    // the stored log comes back: the device sends on from there
    expect(racer.hello.log).toEqual(typed('ab ', 500));
    expect(racer.hello.race.racers[0]).toMatchObject({ keys: 3, status: 'racing' });
    expect(await racer.keys(3, typed('cd', raceMs(startsAt) - 300))).toMatchObject({ type: 'ack', accepted: 5, racer: { status: 'finished', place: 1 } });
    expect((await projector.next((m) => m.type === 'ended')).race).toMatchObject({ endReason: 'finished', racers: [{ place: 1 }] });
    projector.close();
    racer.close();
  });

  it('lets the teacher remove a racer, makes a late child a watcher, and closes an older socket of the same racer', async () => {
    const { teacher, group, kids } = await classWith(3);
    const race = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher)).data;
    for (const k of kids.slice(0, 2)) await post('/race/join', { code: race.code }, k);
    const first = await sock(kids[0]!, race.id);
    const second = await sock(kids[0]!, race.id);
    expect(await first.closed).toBe(4409);
    const gone = await sock(kids[1]!, race.id);
    await post(`/race/${race.id}/start`, {}, teacher);
    expect((await post(`/race/${race.id}/remove`, { roleId: kids[1]!.userroleid }, teacher)).data.racers[1].status).toBe('removed');
    expect(await gone.closed).toBe(4410);
    const late = await post('/race/join', { code: race.code }, kids[2]!);
    expect(late.data.me.as).toBe('watcher');
    const watcher = await sock(kids[2]!, race.id);
    await second.next((m) => m.type === 'start');
    t.clock.advance(3500);
    expect(await watcher.keys(0, typed('a', 400))).toMatchObject({ type: 'error', message: RaceMessages.notRacer });
    expect(await second.keys(0, typed('a', 400))).toMatchObject({ type: 'ack', accepted: 1 });
    // an outsider sees nothing
    const outsider = await newRole(t, 'STUDENT', '外人');
    expect((await get(`/race/${race.id}`, outsider)).status).toBe(40300);
    await post(`/race/${race.id}/end`, {}, teacher);
    second.close();
    watcher.close();
  });

  it('places finishes that reach the server at the same time by finishing time, not by which was stored first', async () => {
    const { teacher, group, kids } = await classWith(3);
    const race = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher)).data;
    for (const k of kids) await post('/race/join', { code: race.code }, k);
    const [a, b, c] = await Promise.all(kids.map((k) => sock(k, race.id)));
    await post(`/race/${race.id}/start`, {}, teacher);
    await Promise.all([a, b, c].map((s) => s!.next((m) => m.type === 'start')));
    t.clock.advance(3000 + 4000);
    expect((await c!.keys(0, typed(TEXT, 2000, 300))).racer).toMatchObject({ place: 1, finishMs: 3200 });
    expect((await b!.keys(0, typed(TEXT, 1500, 300))).racer).toMatchObject({ place: 1, finishMs: 2700 });
    const last = await a!.keys(0, typed(TEXT, 1000, 300));
    expect(last.racer).toMatchObject({ place: 1, finishMs: 2200 });
    const ended = await a!.next((m) => m.type === 'ended');
    expect(ended.race.racers.map((r: any) => r.place)).toEqual([1, 2, 3]);
    for (const s of [a, b, c]) s!.close();
  });

  it('expires a lobby never started and times out a race never ended', async () => {
    const { teacher, group, kids } = await classWith(1);
    const lobby = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, teacher)).data;
    t.clock.advance(31 * 60_000);
    expect((await post('/race/join', { code: lobby.code }, kids[0]!))).toMatchObject({ status: 40400, message: RaceMessages.codeNotFound });
    expect((await get(`/race/${lobby.id}`, teacher)).data).toMatchObject({ state: 'ended', endReason: 'expired' });

    const race = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT, limitSeconds: 30 }, teacher)).data;
    await post('/race/join', { code: race.code }, kids[0]!);
    await post(`/race/${race.id}/start`, {}, teacher);
    t.clock.advance(3000 + 30_000);
    await t.app.races.sweep();
    expect((await get(`/race/${race.id}`, teacher)).data).toMatchObject({ state: 'ended', endReason: 'timeout', racers: [{ status: 'unfinished' }] });
    expect((await get('/race/active', kids[0]!)).data).toEqual([]);
    // the housekeeping deletes an expired lobby (no result in it) a day later; a race run is kept
    t.clock.advance(RETENTION.expiredRacesMs);
    expect((await purge(t.app.db, t.clock.now())).expiredRaces).toBeGreaterThanOrEqual(1);
    expect((await get(`/race/${lobby.id}`, teacher)).status).toBe(40400);
    expect((await get(`/race/${race.id}`, teacher)).status).toBe(200);
  });

  it('makes pasted text the kind’s activity and checks it as chapter text', async () => {
    const { teacher, group } = await classWith(0);
    const make = (body: object) => post('/race/create', { groupId: group, ...body }, teacher);
    expect(await make({ kind: 'english', text: '你好' })).toMatchObject({ status: 40000, message: RaceMessages.textEnglish });
    expect(await make({ kind: 'hanzi', text: 'hello' })).toMatchObject({ status: 40000, message: RaceMessages.textHanzi });
    expect(await make({ kind: 'numbers', text: '12a' })).toMatchObject({ status: 40000, message: RaceMessages.textNumbers });
    expect(await make({ kind: 'english', text: '   ' })).toMatchObject({ status: 40000, message: RaceMessages.textEmpty });
    expect(await make({ kind: 'english' })).toMatchObject({ status: 40000, message: '请选择一篇课文，或者粘贴一段文字' });
    const pinyin = await make({ kind: 'pinyin', text: '床前明月光，疑是地上霜。' });
    expect(pinyin.data.activity.items[0]).toEqual({ hanzi: '床前明月', pinyin: 'chuáng qián míng yuè' });
    await post(`/race/${pinyin.data.id}/end`, {}, teacher);
    const sources = await get('/race/sources?kind=numbers', teacher);
    expect(sources.data.length).toBeGreaterThan(0);
    const chapter = await make({ kind: 'numbers', chapterId: sources.data[0].chapterId });
    expect(chapter.data).toMatchObject({ kind: 'numbers', title: sources.data[0].name });
    await post(`/race/${chapter.data.id}/end`, {}, teacher);
    expect(await make({ kind: 'english', chapterId: sources.data[0].chapterId })).toMatchObject({ status: 40000, message: RaceMessages.chapterWrongKind });
    const other = await newRole(t, 'TEACHER', '李老师');
    expect((await post('/race/create', { groupId: group, kind: 'english', text: TEXT }, other)).status).toBe(40300);
  });
});
