import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RacerProgress } from '../../contract/race';
import { manualClock } from '../clock';
import type { Db } from '../db/client';
import { PushHub } from '../push';
import { RACER_VIEW_MS, Room, type Viewer } from './raceRoom';
import { RaceRooms } from './raceRooms';
import type { RaceRow } from './races';

/** One process's room, its signals delivered locally (as on PGlite), with a projector and two racers' phones. */
function room() {
  const push = new PushHub();
  const clock = manualClock(new Date('2026-11-27T02:00:00Z'));
  const log = { warn: () => undefined } as never;
  const rooms = new RaceRooms({ db: null as unknown as Db, clock, push, log, publish: (key, signal) => push.publish(key, { type: 'room', signal }) });
  const race = { id: 'r1', state: 'running', startsAt: clock.now(), endsAt: new Date(clock.now().getTime() + 600_000), expiresAt: null } as unknown as RaceRow;
  const r = new Room(rooms, race);
  const viewer = (roleId: string, as: Viewer['as']) => {
    const got: any[] = [];
    r.viewers.add({ socket: { readyState: 1, send: (d: string) => got.push(JSON.parse(d)) }, roleId, as, lane: null });
    return got;
  };
  return { rooms, r, projector: viewer('t', 'teacher'), phoneA: viewer('a', 'racer'), phoneB: viewer('b', 'racer') };
}

const progress = (roleId: string, keys: number): RacerProgress => ({ roleId, status: 'racing', progress: keys / 40, cpm: 100, accuracy: 100, keys, finishMs: null, place: null, review: false });
const progressOf = (got: any[]) => got.filter((m) => m.type === 'progress');

describe('a race room', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the projector every coalesced progress and a racer’s phone the others’ at most every RACER_VIEW_MS, never after their finish', () => {
    vi.useFakeTimers();
    const { rooms, r, projector, phoneA, phoneB } = room();
    // A and B type for a second: a batch each every 100 ms
    for (let i = 1; i <= 10; i++) {
      r.queue(progress('a', i));
      r.queue(progress('b', i));
      vi.advanceTimersByTime(100);
    }
    expect(progressOf(projector).length).toBeGreaterThanOrEqual(9);
    expect(progressOf(projector).at(-1).racers).toEqual([progress('a', 10), progress('b', 10)]);
    // the phones: one message in that second, with the newest figures of both
    expect(progressOf(phoneA)).toEqual([expect.objectContaining({ racers: [progress('a', 10), progress('b', 10)] })]);
    expect(progressOf(phoneB)).toHaveLength(1);

    // B finishes while a progress of B is held for the phones: the phones get the finish, not the stale progress after it
    r.queue(progress('b', 11));
    vi.advanceTimersByTime(100);
    r.signal({ k: 'finish', racer: { ...progress('b', 40), status: 'finished', progress: 1, place: 1, finishMs: 9000 } });
    vi.advanceTimersByTime(RACER_VIEW_MS);
    const last = phoneA.at(-1);
    expect(last).toMatchObject({ type: 'finish', racer: { roleId: 'b', place: 1 } });
    expect(progressOf(phoneA)).toHaveLength(1);
    rooms.stop();
  });
});
