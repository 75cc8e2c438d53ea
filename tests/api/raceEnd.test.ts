import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaceMessages } from '../../contract/race';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket, typed } from './raceHelpers';

/**
 * Issue 40, the race's end and after: a race that times out with nobody at the finish is ranked by
 * how far each got, with speed and accuracy; a device that leaves is marked away; 再来一场 opens the
 * same race again and invites the last one's racers; the class's race list carries every result; a
 * race is practice, not a chapter.
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
const TEXT = 'the cat sat';

async function runningRace(n: number) {
  const teacher = await newRole(t, 'TEACHER', '周老师');
  const group = (await post('/student/studyGroup/create', { name: '二(1)班' }, teacher)).data.id as string;
  const kids: Headers[] = [];
  for (let i = 0; i < n; i++) {
    const kid = await newRole(t, 'STUDENT', `孩子${i}`);
    await post(`/student/studyGroup/join/${group}`, {}, kid);
    kids.push(kid);
  }
  const race = (await post('/race/create', { groupId: group, kind: 'english', text: TEXT, limitSeconds: 30 }, teacher)).data;
  for (const k of kids) await post('/race/join', { code: race.code }, k);
  const projector = await sock(teacher, race.id);
  const sockets = await Promise.all(kids.map((k) => sock(k, race.id)));
  await post(`/race/${race.id}/start`, {}, teacher);
  await Promise.all(sockets.map((s) => s.next((m) => m.type === 'start')));
  t.clock.advance(3000 + 10_000);
  return { teacher, group, kids, race, projector, sockets };
}

describe('a race that times out with nobody at the finish', () => {
  it('ranks by progress with each child’s speed and accuracy, in the view and in the class’s race list', async () => {
    const { teacher, group, kids, race, projector, sockets } = await runningRace(3);
    // 孩子1 gets furthest (one wrong key), 孩子0 less far, 孩子2 types nothing
    expect(await sockets[0]!.keys(0, typed('the', 1000, 400))).toMatchObject({ type: 'ack', accepted: 3 });
    const far = [...typed('the c', 1000, 400), [3500, 'KeyX', 'x'] as [number, string, string], ...typed('at s', 4000, 400)];
    expect(await sockets[1]!.keys(0, far)).toMatchObject({ type: 'ack', accepted: 10 });
    t.clock.advance(30_000);
    await t.app.races.sweep();
    const ended = (await projector.next((m) => m.type === 'ended')).race;
    expect(ended.endReason).toBe('timeout');
    const byId = (id: string) => ended.racers.find((r: any) => r.roleId === id);
    expect(byId(kids[1]!.userroleid)).toMatchObject({ status: 'unfinished', keys: 10 });
    expect(byId(kids[1]!.userroleid).progress).toBeCloseTo(9 / 11, 5);
    expect(byId(kids[1]!.userroleid).cpm).toBeGreaterThan(0);
    expect(byId(kids[1]!.userroleid).accuracy).toBeCloseTo(90, 0);

    const list = (await get(`/race/list?groupId=${group}`, kids[2]!)).data;
    expect(list[0]).toMatchObject({ id: race.id, state: 'ended', endReason: 'timeout', racerCount: 3 });
    expect(list[0].results.map((r: any) => [r.roleName, r.rank])).toEqual([['孩子1', 1], ['孩子0', 2], ['孩子2', null]]);
    expect(list[0].results[0]).toMatchObject({ status: 'unfinished', cpm: byId(kids[1]!.userroleid).cpm, accuracy: byId(kids[1]!.userroleid).accuracy });
    expect(list[0].podium.map((p: any) => [p.roleName, p.place])).toEqual([['孩子1', 1], ['孩子0', 2]]);
    // an outsider gets no list
    expect((await get(`/race/list?groupId=${group}`, await newRole(t, 'STUDENT', '外人'))).status).toBe(40300);

    // a race is practice (speed, time) but not a chapter: the class page counts it apart
    const members = (await get(`/student/studyGroup/${group}/members`, teacher)).data;
    expect(members.find((m: any) => m.roleId === kids[1]!.userroleid)).toMatchObject({ chaptersThisWeek: 0, racesThisWeek: 1, practicesThisWeek: 1 });
    for (const s of [projector, ...sockets]) s.close();
  });
});

describe('a device that leaves mid-race', () => {
  it('is marked away on the projector at once, and not once it is back', async () => {
    const { teacher, kids, race, projector, sockets } = await runningRace(2);
    expect(await sockets[0]!.keys(0, typed('th', 1000, 400))).toMatchObject({ type: 'ack' });
    const at = projector.received.length;
    sockets[0]!.close();
    expect(await projector.next((m) => m.type === 'presence', at)).toMatchObject({ roleId: kids[0]!.userroleid, away: true });
    // a projector that opens now sees it too
    const second = await sock(teacher, race.id);
    expect(second.hello.race.racers.find((r: any) => r.roleId === kids[0]!.userroleid).away).toBe(true);
    const back = await sock(kids[0]!, race.id);
    expect(await projector.next((m) => m.type === 'presence' && m.away === false, at)).toMatchObject({ roleId: kids[0]!.userroleid });
    // a reload (the new page's socket takes the lane, the old one closes after) leaves no away mark
    const again = await sock(kids[1]!, race.id);
    expect(await sockets[1]!.closed).toBe(4409);
    const marks = projector.received.filter((m) => m.type === 'presence' && m.roleId === kids[1]!.userroleid);
    expect(marks).toEqual([]);
    for (const s of [projector, second, back, again]) s.close();
  });
});

describe('再来一场', () => {
  it('opens the same text for the same class once ended, and invites the last race’s racers', async () => {
    const { teacher, kids, race, projector, sockets } = await runningRace(2);
    expect(await post(`/race/${race.id}/again`, {}, teacher)).toMatchObject({ status: 40900, message: RaceMessages.notEnded });
    await post(`/race/${race.id}/end`, {}, teacher);
    await sockets[0]!.next((m) => m.type === 'ended');
    expect((await get(`/race/${race.id}`, kids[0]!)).data.next).toBeNull();
    expect((await post(`/race/${race.id}/again`, {}, kids[0]!)).status).toBe(40300);
    const at = sockets[0]!.received.length;
    const next = await post(`/race/${race.id}/again`, {}, teacher);
    expect(next).toMatchObject({ status: 200, data: { state: 'lobby', title: race.title, activity: race.activity, limitSeconds: 30, groupId: race.groupId } });
    expect(next.data.id).not.toBe(race.id);
    expect(await sockets[0]!.next((m) => m.type === 'next', at)).toMatchObject({ next: { id: next.data.id, code: next.data.code } });
    // a reloaded podium knows it too; the child joins with its code
    expect((await get(`/race/${race.id}`, kids[1]!)).data.next).toEqual({ id: next.data.id, code: next.data.code });
    expect((await post('/race/join', { code: next.data.code }, kids[1]!)).data.me.as).toBe('racer');
    // one open race per class: a second 再来一场 is refused
    expect((await post(`/race/${race.id}/again`, {}, teacher)).message).toBe(RaceMessages.alreadyOpen);
    for (const s of [projector, ...sockets]) s.close();
  });
});
