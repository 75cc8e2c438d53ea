import { describe, expect, it } from 'vitest';
import type { RaceView, RacerView } from '../../../contract/race';
import { applyRaceMessage, nextOffset, placeLabel } from './raceRoom';

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

describe('placeLabel', () => {
  const race = (state: string, racers: RacerView[]) => ({ ...view(racers), state }) as RaceView;
  it('says 准备 / 开始打字！ before anyone typed, not 第 N 名 · 0%', () => {
    const rs = [racer('a', 0, { status: 'racing' }), racer('b', 1, { status: 'racing' })];
    expect(placeLabel(race('countdown', rs), rs[0]!, false)).toBe('准备');
    expect(placeLabel(race('countdown', rs), rs[0]!, true)).toBe('开始打字！');
  });

  it('ranks by the standings while racing and after a time-out, as the podium does', () => {
    const rs = [racer('a', 0, { status: 'unfinished', keys: 5, progress: 0.4 }), racer('b', 1, { status: 'unfinished', keys: 9, progress: 0.98 })];
    expect(placeLabel(race('ended', rs), rs[1]!, true)).toBe('第 1 名 · 完成 98%');
    expect(placeLabel(race('ended', rs), rs[0]!, true)).toBe('第 2 名 · 完成 40%');
    expect(placeLabel(race('running', rs), rs[0]!, true)).toBe('第 2 名 · 40%');
  });

  it('a finish says its place; a held one 待老师确认', () => {
    expect(placeLabel(race('running', [racer('a', 0, { status: 'finished', place: 2, keys: 6, progress: 1 })]), racer('a', 0, { place: 2 }), true)).toBe('第 2 名');
    expect(placeLabel(race('running', []), racer('a', 0, { status: 'finished', review: true, keys: 6, progress: 1 }), true)).toBe('待老师确认');
  });
});

describe('presence and next', () => {
  it('marks a racer away and back, and takes the next race', () => {
    let v = applyRaceMessage(view([racer('a', 0)]), { type: 'presence', roleId: 'a', away: true, serverNow: 1 });
    expect(v!.racers[0]!.away).toBe(true);
    v = applyRaceMessage(v, { type: 'presence', roleId: 'a', away: false, serverNow: 2 });
    expect(v!.racers[0]!.away).toBe(false);
    v = applyRaceMessage(v, { type: 'next', next: { id: 'n', code: '654321' }, serverNow: 3 });
    expect(v!.next).toEqual({ id: 'n', code: '654321' });
  });
});
