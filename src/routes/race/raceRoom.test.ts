import { describe, expect, it } from 'vitest';
import type { RaceView, RacerView } from '../../../contract/race';
import { applyRaceMessage, nextOffset, standings } from './raceRoom';

const racer = (roleId: string, lane: number, over: Partial<RacerView> = {}): RacerView => ({
  roleId, roleName: roleId, avatar: '', lane, status: 'waiting', progress: 0, cpm: 0, accuracy: 100, keys: 0, finishMs: null, place: null, review: false, ...over,
});
const view = (racers: RacerView[]): RaceView =>
  ({ id: 'r', code: '123456', state: 'lobby', startsAt: null, endsAt: null, racers, serverNow: 0 }) as unknown as RaceView;

describe('applyRaceMessage', () => {
  it('adds a joined racer once, in lane order', () => {
    let v = applyRaceMessage(view([racer('b', 1)]), { type: 'joined', racer: racer('a', 0), serverNow: 1 });
    v = applyRaceMessage(v, { type: 'joined', racer: racer('a', 0), serverNow: 2 });
    expect(v!.racers.map((r) => r.roleId)).toEqual(['a', 'b']);
  });

  it('starts the countdown and merges coalesced progress and finishes', () => {
    let v = applyRaceMessage(view([racer('a', 0), racer('b', 1)]), { type: 'start', startsAt: 5000, endsAt: 9000, serverNow: 2000 });
    expect(v!.state).toBe('countdown');
    expect(v!.racers.every((r) => r.status === 'racing')).toBe(true);
    v = applyRaceMessage(v, { type: 'progress', racers: [{ roleId: 'a', status: 'racing', progress: 0.5, cpm: 30, accuracy: 90, keys: 3, finishMs: null, place: null, review: false }], serverNow: 3000 });
    v = applyRaceMessage(v, { type: 'finish', racer: { roleId: 'b', status: 'finished', progress: 1, cpm: 50, accuracy: 100, keys: 6, finishMs: 900, place: 1, review: false }, serverNow: 3100 });
    expect(v!.racers.find((r) => r.roleId === 'a')!.progress).toBe(0.5);
    expect(v!.racers.find((r) => r.roleId === 'b')!.place).toBe(1);
  });

  it('drops a removed racer', () => {
    const v = applyRaceMessage(view([racer('a', 0), racer('b', 1)]), { type: 'removed', roleId: 'a', serverNow: 1 });
    expect(v!.racers.map((r) => r.roleId)).toEqual(['b']);
  });
});

describe('nextOffset', () => {
  it('keeps the largest server-minus-device sample (a message is never early)', () => {
    expect(nextOffset(null, 1000, 900)).toBe(100);
    expect(nextOffset(100, 1000, 950)).toBe(100);
    expect(nextOffset(100, 1200, 1000)).toBe(200);
  });
});

describe('standings', () => {
  it('orders by place, then the unfinished by progress', () => {
    const order = standings([racer('c', 2, { progress: 0.2 }), racer('a', 0, { place: 2 }), racer('b', 1, { place: 1 }), racer('d', 3, { progress: 0.6 })]);
    expect(order.map((r) => r.roleId)).toEqual(['b', 'a', 'd', 'c']);
  });
});
