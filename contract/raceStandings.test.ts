import { describe, expect, it } from 'vitest';
import type { RacerView } from './race';
import { raceStandings } from './raceStandings';

const racer = (roleId: string, lane: number, over: Partial<RacerView> = {}): RacerView => ({
  roleId, roleName: roleId, avatar: '', lane, status: 'racing', progress: 0, cpm: 0, accuracy: 100, keys: 0, finishMs: null, place: null, review: false, ...over,
});

describe('raceStandings', () => {
  it('places first, then a held finish, then by progress; nobody without a key gets a rank', () => {
    const s = raceStandings([
      racer('idle', 0),
      racer('slow', 1, { status: 'unfinished', keys: 4, progress: 0.2 }),
      racer('held', 2, { status: 'finished', keys: 9, progress: 1, review: true, finishMs: 5000 }),
      racer('second', 3, { status: 'finished', keys: 9, progress: 1, place: 2, finishMs: 7000 }),
      racer('first', 4, { status: 'finished', keys: 9, progress: 1, place: 1, finishMs: 6000 }),
      racer('far', 5, { status: 'unfinished', keys: 8, progress: 0.9 }),
      racer('gone', 6, { status: 'removed', keys: 8, progress: 0.95 }),
    ]);
    expect(s.map((x) => [x.racer.roleId, x.rank, x.by])).toEqual([
      ['first', 1, 'place'], ['second', 2, 'place'], ['held', 3, 'review'], ['far', 4, 'progress'], ['slow', 5, 'progress'], ['idle', null, 'none'],
    ]);
  });

  it('a time-out with nobody at the finish still has a 1st: by progress, then accuracy, then lane', () => {
    const s = raceStandings([racer('b', 1, { keys: 5, progress: 0.5, accuracy: 80 }), racer('a', 0, { keys: 5, progress: 0.5, accuracy: 90 }), racer('c', 2, { keys: 9, progress: 0.98 })]);
    expect(s.map((x) => `${x.rank}:${x.racer.roleId}`)).toEqual(['1:c', '2:a', '3:b']);
  });
});
