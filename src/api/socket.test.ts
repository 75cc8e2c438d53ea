import { describe, expect, it } from 'vitest';
import type { RaceServerMessage } from '../../contract/race';
import { connectRace } from './race';
import { fakeSockets } from './fakeSockets';

function harness() {
  const { sockets, timers, deps } = fakeSockets('wss://school.example');
  const seen = { messages: [] as RaceServerMessage[], online: [] as boolean[], closed: [] as number[] };
  const race = connectRace('R1', 'tok', 'role1', { message: (m) => seen.messages.push(m), online: (up) => seen.online.push(up), closed: (c) => seen.closed.push(c) }, deps);
  return { sockets, timers, seen, race };
}

/** The race's socket on the one socket client (socket.ts); the push socket's cases are in ws.test.ts. */
describe('the race socket', () => {
  it('authenticates with token, role and race first; is online only once the server sent the race', () => {
    const h = harness();
    expect(h.sockets[0].url).toBe('wss://school.example/ws/race');
    expect(h.race.sendKeys(0, 0, [])).toBe(false);
    h.sockets[0].open();
    expect(JSON.parse(h.sockets[0].sent[0])).toEqual({ type: 'auth', token: 'tok', roleId: 'role1', raceId: 'R1' });
    expect(h.seen.online).toEqual([]);
    h.sockets[0].onmessage?.({ data: JSON.stringify({ type: 'race', race: null }) });
    expect(h.seen.online).toEqual([true]);
    expect(h.race.sendKeys(1, 0, [[5, 'KeyA', 'a']])).toBe(true);
    expect(JSON.parse(h.sockets[0].sent[1])).toEqual({ type: 'keys', seq: 1, from: 0, log: [[5, 'KeyA', 'a']] });
  });

  it('retries a drop at 600 ms, 1.2 s … up to 4.8 s, and stops for good on a final code', () => {
    const h = harness();
    const pauses: number[] = [];
    for (let i = 0; i < 6; i++) {
      h.sockets[i].onclose?.({ code: 1006 });
      pauses.push(h.timers[i].ms);
      h.timers[i].fn();
    }
    expect(pauses).toEqual([600, 1200, 2400, 4800, 4800, 4800]);
    expect(h.seen.online).toEqual([false, false, false, false, false, false]);
    h.sockets[6].onclose?.({ code: 4410 });
    expect(h.seen.closed).toEqual([4410]);
    expect(h.timers).toHaveLength(6);
  });
});
