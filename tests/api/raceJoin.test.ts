import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaceMessages } from '../../contract/race';
import { Limits } from '../../server/limits';
import { listenOnLoopback, startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { raceSocket, typed } from './raceHelpers';

/**
 * Issue 39 item 1: a code guesser is no class member. Joining by code is limited like a login (a
 * wrong code costs, a right one does not), and a race never makes its racer a member of the class.
 * The real limits (rateLimitScale 1).
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ rateLimitScale: 1 });
  port = await listenOnLoopback(t);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
/** POST race/join from a client address */
const join = (code: string, h: Headers, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: t.api('/race/join'), payload: { code }, headers: h, remoteAddress }).then((r) => ({ http: r.statusCode, ...r.json() }));
/** a code no open race has: the race's own, shifted */
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

async function classRace(name: string) {
  const teacher = await newRole(t, 'TEACHER', '王老师');
  const group = (await post('/student/studyGroup/create', { name }, teacher)).data.id as string;
  const member = await newRole(t, 'STUDENT', '班里的');
  expect((await post(`/student/studyGroup/join/${group}`, {}, member)).status).toBe(200);
  const race = (await post('/race/create', { groupId: group, kind: 'english', text: 'ab cd' }, teacher)).data;
  return { teacher, group, member, race };
}

describe('joining a race by code', () => {
  it('costs only when the code is wrong: per role, then per address, so a sweep of codes is hopeless', async () => {
    const { teacher, race } = await classRace('一(1)班');
    const kid = await newRole(t, 'STUDENT', '重进的');
    // a child who reloads and joins the right race again and again is never held up
    for (let i = 0; i < Limits.raceJoinPerRole.max + 5; i++) expect((await join(race.code, kid)).data.me.as).toBe('racer');
    // wrong codes: the role's first ten are answered, then 42900 even for the right code
    for (let i = 0; i < Limits.raceJoinPerRole.max; i++) expect(await join(wrong(race.code, i), kid)).toMatchObject({ status: 40400, message: RaceMessages.codeNotFound });
    expect(await join(wrong(race.code, 99), kid)).toMatchObject({ http: 429, status: 42900 });
    expect((await join(race.code, kid)).status).toBe(42900);

    // a sweep from one address over many roles: at most the address's limit of guesses is answered
    let answered = 0;
    for (let r = 0; r < 8; r++) {
      const guesser = await newRole(t, 'STUDENT', `猜码${r}`);
      for (let i = 0; i < Limits.raceJoinPerRole.max; i++) if ((await join(wrong(race.code, 100 + r * 20 + i), guesser, '203.0.113.50')).status === 40400) answered += 1;
    }
    expect(answered).toBe(Limits.raceJoinPerAddress.max);
    const late = await newRole(t, 'STUDENT', '最后一个');
    expect((await join(race.code, late, '203.0.113.50')).status).toBe(42900);
    // another address is not held up
    expect((await join(race.code, late, '203.0.113.99')).data.me.as).toBe('racer');
    // the window passes: the role may try again
    t.clock.advance(Limits.raceJoinPerRole.windowMs);
    expect((await join(race.code, kid)).data.me.as).toBe('racer');
    await post(`/race/${race.id}/end`, {}, teacher);
  });

  it('never makes a child a class member: a racer from outside sees the race and races, not the class', async () => {
    const { teacher, group, member, race } = await classRace('一(2)班');
    const stranger = await newRole(t, 'STUDENT', '外面的');
    expect((await join(race.code, stranger)).data).toMatchObject({ me: { as: 'racer' }, racers: [{ roleName: '外面的' }] });
    expect((await join(race.code, member)).data.me.as).toBe('racer');
    expect((await get(`/student/studyGroup/${group}`, stranger)).data.joined).toBe(false);
    expect((await get('/student/studyGroup/list', stranger)).data).toEqual([]);
    // the class's pages refuse them: the board, the members, the gradebook, the homework, the class's races
    expect((await get(`/student/studyGroup/${group}/board`, stranger)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${group}/members`, stranger)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${group}/gradebook`, stranger)).status).toBe(40300);
    expect((await get(`/student/studyGroup/${group}/homework`, stranger)).status).toBe(40300);
    expect((await get(`/race/list?groupId=${group}`, stranger)).status).toBe(40300);
    expect((await get('/race/active', stranger)).data).toEqual([]);
    // the teacher's own pages list the member only
    expect((await get(`/student/studyGroup/${group}/members`, teacher)).data.map((m: any) => m.roleName)).toEqual(['班里的']);

    // the race itself works for them: its view, its socket, their keys, their place
    expect((await get(`/race/${race.id}`, stranger)).data.me.as).toBe('racer');
    const racer = await raceSocket(port, stranger.authorization, stranger.userroleid, race.id);
    expect(racer.hello).toMatchObject({ type: 'race', race: { id: race.id, me: { as: 'racer' } }, log: [] });
    await post(`/race/${race.id}/start`, {}, teacher);
    await racer.next((m) => m.type === 'start');
    t.clock.advance(3000 + 2000);
    expect(await racer.keys(0, typed('ab cd', 500))).toMatchObject({ type: 'ack', accepted: 5, racer: { status: 'finished', place: 1 } });
    // after the start, a child from outside the class has nothing to watch
    const later = await newRole(t, 'STUDENT', '来晚的');
    expect(await join(race.code, later)).toMatchObject({ status: 40900, message: RaceMessages.started });
    expect((await get(`/student/studyGroup/${group}`, later)).data.joined).toBe(false);
    await post(`/race/${race.id}/end`, {}, teacher);
    // the gradebook's rows are the class's members
    expect((await get(`/student/studyGroup/${group}/gradebook`, teacher)).data.rows.map((r: any) => r.roleName)).toEqual(['班里的']);
    racer.close();
  });
});
