import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RaceMessages } from '../../contract/race';
import { http, postgresUrl, twoProcesses, type ServerProcess } from './clusterHelpers';
import { raceSocket, typed, type RaceSocket } from './raceHelpers';
import { within } from '../machine';

/** A class race across two server processes on one PostgreSQL: the lobby, the progress and the podium reach every socket. */
const base = await postgresUrl();
const API = '/api/client/v1';

describe.skipIf(!base)('a class race on two server processes', () => {
  const servers = twoProcesses(base!, { beforeAll, afterAll });

  const call = async (server: ServerProcess, method: string, path: string, body: unknown, h: { authorization: string; userroleid?: string }) =>
    (await http(server.url, method, `${API}${path}`, body, { authorization: h.authorization, ...(h.userroleid ? { userroleid: h.userroleid } : {}) })).json;

  async function role(server: ServerProcess, roleType: 'STUDENT' | 'TEACHER', roleName: string) {
    const authorization = (await call(server, 'POST', '/auth/loginByGuest', {}, { authorization: '' })).data.accessToken as string;
    const made = await call(server, 'POST', '/user/role/create', { roleName, roleType, avatar: 'panda.svg' }, { authorization });
    expect(made.status).toBe(200);
    return { authorization, userroleid: made.data.id as string };
  }

  it('runs open to podium with three racers, a projector on A and racers on both', async () => {
    const { a, b } = servers;
    const teacher = await role(a, 'TEACHER', '王老师');
    const group = (await call(a, 'POST', '/student/studyGroup/create', { name: '四(1)班' }, teacher)).data.id as string;
    const kids = [await role(a, 'STUDENT', '一号'), await role(b, 'STUDENT', '二号'), await role(b, 'STUDENT', '三号')];
    const race = (await call(a, 'POST', '/race/create', { groupId: group, kind: 'english', text: 'ab cd' }, teacher)).data;
    const projector = await raceSocket(a.port, teacher.authorization, teacher.userroleid, race.id);

    // joins through B (the children are not in the class: they race all the same) reach the projector on A
    for (const k of kids) expect((await call(b, 'POST', '/race/join', { code: race.code }, k)).data.me.as).toBe('racer');
    for (const k of kids) await projector.next((m) => m.type === 'joined' && m.racer.roleId === k.userroleid);

    const desks = [a, b, b];
    const racers: RaceSocket[] = [];
    for (const [i, k] of kids.entries()) racers.push(await raceSocket(desks[i]!.port, k.authorization, k.userroleid, race.id));

    const started = await call(b, 'POST', `/race/${race.id}/start`, {}, teacher);
    expect(started.status).toBe(200);
    const starts = await Promise.all([projector, ...racers].map((s) => s.next((m) => m.type === 'start')));
    expect(new Set(starts.map((s) => s.startsAt)).size).toBe(1);
    const { startsAt, serverNow } = starts[0];
    const offset = serverNow - Date.now();
    await new Promise((r) => setTimeout(r, startsAt - (Date.now() + offset) + 100));
    const raceNow = () => Date.now() + offset - startsAt;

    // each types the text, the third a little slower: the finishing order is the replays' times
    const text = 'ab cd';
    for (const [i, r] of racers.entries()) {
      const log = typed(text, Math.max(0, raceNow() - 1200 + i * 150), 200 + i * 20);
      const half = await r.keys(0, log.slice(0, 2));
      expect(half).toMatchObject({ type: 'ack', accepted: 2 });
    }
    await projector.next((m) => m.type === 'progress' && m.racers.some((x: any) => x.roleId === kids[2]!.userroleid && x.keys === 2));
    // a forged finish over B changes nothing
    const at = racers[2]!.received.length;
    racers[2]!.send({ type: 'finish' });
    expect(await racers[2]!.next((m) => m.type === 'error', at)).toMatchObject({ message: RaceMessages.unknownMessage });

    await new Promise((r) => setTimeout(r, 400));
    const finishes = [];
    for (const [i, r] of racers.entries()) {
      const log = typed(text, Math.max(0, raceNow() - 1200 + i * 150), 200 + i * 20);
      finishes.push((await r.keys(2, log.slice(2))).racer);
    }
    expect(finishes.map((f) => f.status)).toEqual(['finished', 'finished', 'finished']);
    const ended = await projector.next((m) => m.type === 'ended');
    expect(ended.race.endReason).toBe('finished');
    const byFinish = [...finishes].sort((x, y) => x.finishMs - y.finishMs).map((f) => f.roleId);
    expect(ended.race.racers.sort((x: any, y: any) => x.place - y.place).map((r: any) => r.roleId)).toEqual(byFinish);
    for (const r of racers) expect((await r.next((m) => m.type === 'ended')).race.racers.map((x: any) => x.place).sort()).toEqual([1, 2, 3]);
    // every finish reached the projector on A, from both processes
    for (const k of kids) await projector.next((m) => m.type === 'finish' && m.racer.roleId === k.userroleid);
    const onB = await call(b, 'GET', `/race/${race.id}`, undefined, teacher);
    expect(onB.data).toMatchObject({ state: 'ended', racers: [{ status: 'finished' }, { status: 'finished' }, { status: 'finished' }] });
    for (const s of [projector, ...racers]) s.close();
  }, within(120_000));

  it('takes a racer whose socket dropped on A back at their place on B', async () => {
    const { a, b } = servers;
    const teacher = await role(a, 'TEACHER', '李老师');
    const group = (await call(a, 'POST', '/student/studyGroup/create', { name: '四(2)班' }, teacher)).data.id as string;
    const kid = await role(a, 'STUDENT', '四号');
    const race = (await call(a, 'POST', '/race/create', { groupId: group, kind: 'english', text: 'ab cd' }, teacher)).data;
    await call(a, 'POST', '/race/join', { code: race.code }, kid);
    const projector = await raceSocket(b.port, teacher.authorization, teacher.userroleid, race.id);
    let racer = await raceSocket(a.port, kid.authorization, kid.userroleid, race.id);
    await call(a, 'POST', `/race/${race.id}/start`, {}, teacher);
    const { startsAt, serverNow } = await racer.next((m) => m.type === 'start');
    const offset = serverNow - Date.now();
    await new Promise((r) => setTimeout(r, startsAt - (Date.now() + offset) + 600));
    const raceNow = () => Date.now() + offset - startsAt;
    const log = typed('ab cd', raceNow() - 500, 100);
    expect(await racer.keys(0, log.slice(0, 3))).toMatchObject({ type: 'ack', accepted: 3 });
    racer.socket.terminate();
    await racer.closed;
    // A stores the lane on close; the racer comes back through B
    await new Promise((r) => setTimeout(r, 300));
    racer = await raceSocket(b.port, kid.authorization, kid.userroleid, race.id);
    // what the server stored (all of it unless A's save came after B took the lane): the device sends the rest
    const stored = racer.hello.log as typeof log;
    expect(log.slice(0, stored.length)).toEqual(stored);
    const all = [...log.slice(0, 3), ...typed('cd', raceNow() - 150, 100)];
    expect((await racer.keys(stored.length, all.slice(stored.length))).racer).toMatchObject({ status: 'finished', place: 1, keys: 5 });
    expect((await projector.next((m) => m.type === 'ended')).race).toMatchObject({ endReason: 'finished', racers: [{ status: 'finished', keys: 5 }] });
    projector.close();
    racer.close();
  }, within(120_000));
});
