import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SpaceWarLevel } from './space_war.level';
import { spaceWarLevels } from '../../../levels/games/space_war';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { playLive } from '../../core/game/playLive';
import { FIRST_SPAWN_MS, POINTS_PER_LETTER, scheduleShips } from './space_war.logic';
import { LIFE_BONUS, multiplierOf } from '../../core/game/tally.logic';
import { spaceWarMachine } from './space_war.machine';
import { hud, nextKey, outcome, progressOf } from './space_war.selectors';
import type { Ship, SpaceWarEmitted } from './space_war.types';
import { within } from '../../../tests/machine';

const HZ = [30, 60, 144];
const codeOf = (ch: string) => `Key${ch.toUpperCase()}`;

/** A small level for exact arithmetic: 2 waves of 2 ships, every word starting with c. */
const tiny: SpaceWarLevel = {
  id: 'tiny',
  name: '测试',
  render_engine: 'space_war',
  stars: [30, 100, 200],
  lives: 2,
  waveGapMs: 2000,
  waves: [
    { ships: 2, fallMs: 10000, gapMs: 1000 },
    { ships: 2, fallMs: 8000, gapMs: 1000 },
  ],
  words: ['cat', 'cow', 'cup', 'car', 'cab', 'cod'],
};

/** keys typing each ship's word once it is on the field: `delay` after launch, `every` ms a letter */
function perfectLog(ships: Ship[], delay = 400, every = 150): KeyLogEntry[] {
  return ships.flatMap((s) => [...s.word].map((ch, i): KeyLogEntry => [s.spawnAt + delay + i * every, codeOf(ch), ch]));
}

/** a live actor fed like the host feeds it: ticks at `hz`, keys at their times */
function play(level: SpaceWarLevel, seed: number, log: KeyLogEntry[], hz = 60) {
  return playLive(spaceWarMachine, { level, seed }, log, hz);
}

describe('太空大战 schedule', () => {
  it('launches wave after wave at exact times, each wave falling at its own speed', () => {
    const ships = scheduleShips({ level: tiny, seed: 5 });
    expect(ships.map((s) => [s.wave, s.spawnAt, s.escapeAt])).toEqual([
      [0, FIRST_SPAWN_MS, FIRST_SPAWN_MS + 10000],
      [0, FIRST_SPAWN_MS + 1000, FIRST_SPAWN_MS + 11000],
      [1, FIRST_SPAWN_MS + 3000, FIRST_SPAWN_MS + 11000],
      [1, FIRST_SPAWN_MS + 4000, FIRST_SPAWN_MS + 12000],
    ]);
    for (const s of ships) {
      expect(s.x).toBeGreaterThanOrEqual(0.1);
      expect(s.x).toBeLessThan(0.9);
    }
  });

  it('is the same for the same seed, different for another, and keeps first letters of falling ships apart', () => {
    const level = spaceWarLevels[1]!;
    expect(scheduleShips({ level, seed: 9 })).toEqual(scheduleShips({ level, seed: 9 }));
    expect(scheduleShips({ level, seed: 9 }).map((s) => s.word)).not.toEqual(scheduleShips({ level, seed: 10 }).map((s) => s.word));
    for (const l of spaceWarLevels) {
      const ships = scheduleShips({ level: l, seed: 3 });
      expect(ships.length).toBe(l.waves.reduce((n, w) => n + w.ships, 0));
      for (const s of ships) {
        const clash = ships.filter((o) => o.id < s.id && o.escapeAt > s.spawnAt && o.word[0] === s.word[0]);
        expect(clash).toEqual([]);
      }
    }
  });
});

describe('太空大战 machine', () => {
  it('a perfect round clears every wave: exact score, no life lost, 3 stars, identical at 30/60/144 Hz', () => {
    for (const level of spaceWarLevels) {
      const ships = scheduleShips({ level, seed: 21 });
      const log = perfectLog(ships);
      let combo = 0;
      let expected = 0;
      for (const s of ships) {
        combo += s.word.length;
        expected += POINTS_PER_LETTER * s.word.length * multiplierOf(combo);
      }
      expected += level.lives * LIFE_BONUS;
      const lastKey = log[log.length - 1]![0];
      const outcomes = HZ.map((hz) => replayGame(spaceWarMachine, { level, seed: 21 }, log, lastKey, 1000 / hz));
      for (const out of outcomes) expect(out).toEqual(outcomes[0]);
      const out = outcomes[0]!;
      expect(out).toMatchObject({ score: expected, endedBy: 'cleared', durationMs: lastKey, wrong: 0, correct: log.length, maxCombo: log.length, accuracy: 100, stars: 3 });
      expect(out.log).toEqual(log);
      expect(Object.values(out.keyStats).reduce((n, k) => n + k.hit, 0)).toBe(log.length);
    }
  }, within(60_000));

  it('no keys at all: every ship through costs a life; the round ends at the escape that takes the last one', () => {
    const ships = scheduleShips({ level: tiny, seed: 1 });
    const byEscape = ships.slice().sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id);
    const end = byEscape[tiny.lives - 1]!.escapeAt;
    for (const hz of HZ) {
      const { snapshot, emitted } = play(tiny, 1, [], hz);
      expect(snapshot.status).toBe('done');
      expect(outcome(snapshot)).toMatchObject({ score: 0, endedBy: 'lives', durationMs: end, correct: 0, wrong: 0, stars: 0, accuracy: 100 });
      expect(emitted.filter((e) => e.type === 'ship.escaped')).toHaveLength(tiny.lives);
      expect(hud(snapshot)).toEqual({ score: 0, combo: 0, lives: 0, timeLeftMs: null, props: { used: [], canLife: true, slowing: false, hintKey: null } });
    }
  });

  it('the first letter locks the lowest ship that starts with it; a wrong letter keeps the lock and counts on the key that was due', () => {
    const ships = scheduleShips({ level: tiny, seed: 2 });
    const [first, second] = [ships[0]!, ships[1]!];
    const t = second.spawnAt + 100; // both c-ships on the field, the first one lower
    const actor = createActor(spaceWarMachine, { input: { level: tiny, seed: 2 } });
    const emitted: SpaceWarEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: t, timeStamp: t });
    expect(progressOf(first, t)).toBeGreaterThan(progressOf(second, t));
    expect(nextKey(actor.getSnapshot())).toEqual({ key: 'c' });
    actor.send({ type: 'input.key', key: 'c', code: 'KeyC', timeStamp: t + 10 });
    expect(actor.getSnapshot().context.target).toBe(first.id);
    const due = first.word[1]!;
    const wrongLetter = due === 'z' ? 'x' : 'z';
    actor.send({ type: 'input.key', key: wrongLetter, code: codeOf(wrongLetter), timeStamp: t + 20 });
    let ctx = actor.getSnapshot().context;
    expect(ctx.target).toBe(first.id);
    expect(ctx).toMatchObject({ correct: 1, wrong: 1, combo: 0, maxCombo: 1 });
    expect(ctx.keyStats).toEqual({ KeyC: { hit: 1, miss: 0 }, [codeOf(due)]: { hit: 0, miss: 1 } });
    expect(emitted.find((e) => e.type === 'key.wrong')).toEqual({ type: 'key.wrong', code: codeOf(due), key: wrongLetter, expected: due });
    // capitals count as the letter
    for (const [i, ch] of [...first.word.slice(1)].entries()) actor.send({ type: 'input.key', key: ch.toUpperCase(), code: codeOf(ch), timeStamp: t + 30 + i });
    ctx = actor.getSnapshot().context;
    expect(ctx.ships[first.id]!.fate).toBe('destroyed');
    expect(ctx.target).toBeNull();
    expect(ctx.score).toBe(POINTS_PER_LETTER * 3);
    expect(emitted.filter((e) => e.type === 'ship.hit')).toHaveLength(3);
    expect(emitted.find((e) => e.type === 'ship.destroyed')).toEqual({ type: 'ship.destroyed', id: first.id, word: first.word, points: 30 });
    // a letter no ship on the field starts with is a miss on the key pressed
    actor.send({ type: 'input.key', key: 'q', code: 'KeyQ', timeStamp: t + 100 });
    expect(actor.getSnapshot().context.keyStats.KeyQ).toEqual({ hit: 0, miss: 1 });
    expect(actor.getSnapshot().context.target).toBeNull();
  });

  it('a locked ship that gets through releases the lock and costs a life', () => {
    const ships = scheduleShips({ level: tiny, seed: 4 });
    const first = ships[0]!;
    const log: KeyLogEntry[] = [[first.spawnAt + 50, 'KeyC', 'c']];
    const actor = createActor(spaceWarMachine, { input: { level: tiny, seed: 4 } });
    actor.start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'input.key', key: 'c', code: 'KeyC', timeStamp: log[0]![0] });
    expect(actor.getSnapshot().context.target).toBe(first.id);
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: first.escapeAt });
    expect(actor.getSnapshot().context).toMatchObject({ target: null, lives: tiny.lives - 1, combo: 0 });
  });

  it('ignores keys before the start, while paused and after the end; only letters are judged and logged', () => {
    const actor = createActor(spaceWarMachine, { input: { level: tiny, seed: 1 } });
    actor.start();
    actor.send({ type: 'input.key', key: 'c', code: 'KeyC', timeStamp: 0 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: 2000, timeStamp: 2000 });
    for (const [key, code] of [['1', 'Digit1'], [' ', 'Space'], ['Enter', 'Enter'], ['Backspace', 'Backspace'], ['é', 'KeyE']]) {
      actor.send({ type: 'input.key', key: key!, code: code!, timeStamp: 2100 });
    }
    expect(actor.getSnapshot().context).toMatchObject({ correct: 0, wrong: 0, log: [] });
    actor.send({ type: 'session.pause', timeStamp: 2200 });
    actor.send({ type: 'input.key', key: 'c', code: 'KeyC', timeStamp: 2300 });
    actor.send({ type: 'clock.tick', dt: 100, timeStamp: 2300 });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context).toMatchObject({ correct: 0, now: 2000 });
    actor.send({ type: 'session.resume', timeStamp: 2300 });
    actor.send({ type: 'input.key', key: 'c', code: 'KeyC', timeStamp: 2300 });
    expect(actor.getSnapshot().context).toMatchObject({ correct: 1, log: [[2300, 'KeyC', 'c']] });
  });

  it('a key stamped before the world\'s time is judged and logged at the world\'s time (its replay agrees)', () => {
    const ships = scheduleShips({ level: tiny, seed: 6 });
    const first = ships[0]!;
    const actor = createActor(spaceWarMachine, { input: { level: tiny, seed: 6 } });
    actor.start();
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: 1, timeStamp: first.spawnAt + 500 });
    actor.send({ type: 'input.key', key: 'c', code: 'KeyC', timeStamp: first.spawnAt - 100 });
    const ctx = actor.getSnapshot().context;
    expect(ctx.log).toEqual([[first.spawnAt + 500, 'KeyC', 'c']]);
    expect(ctx.target).toBe(first.id);
  });

  it('a key logged after the escape that ends the round is not judged, whatever the tick rate', () => {
    const ships = scheduleShips({ level: tiny, seed: 8 });
    const end = ships.slice().sort((a, b) => a.escapeAt - b.escapeAt)[tiny.lives - 1]!.escapeAt;
    const late: KeyLogEntry[] = [[end + 5, 'KeyC', 'c'], [end + 10, 'KeyA', 'a']];
    const outcomes = [...HZ, 1].map((hz) => replayGame(spaceWarMachine, { level: tiny, seed: 8 }, late, end + 100, 1000 / hz));
    for (const out of outcomes) expect(out).toEqual({ ...outcomes[0], log: [] });
    expect(outcomes[0]).toMatchObject({ endedBy: 'lives', durationMs: end, correct: 0 });
  });

  it('a live round (host ticks, keys between them) equals the server replay of its own log at 30/60/144 Hz', () => {
    const level = spaceWarLevels[0]!;
    const ships = scheduleShips({ level, seed: 77 });
    // a child who types every other ship, with a slip in each word it tries
    const log: KeyLogEntry[] = ships
      .filter((s) => s.id % 2 === 0)
      .flatMap((s) => {
        const keys: KeyLogEntry[] = [[s.spawnAt + 700, codeOf(s.word[0]!), s.word[0]!], [s.spawnAt + 900, 'KeyQ', 'q']];
        for (let i = 1; i < s.word.length; i++) keys.push([s.spawnAt + 900 + i * 233, codeOf(s.word[i]!), s.word[i]!]);
        return keys;
      });
    const live = HZ.map((hz) => outcome(play(level, 77, log, hz).snapshot)!);
    for (const out of live) expect(out).toEqual(live[0]);
    const out = live[0]!;
    expect(out.endedBy).toBe('lives');
    const shot = ships.filter((s) => s.id % 2 === 0 && s.spawnAt + 900 + 233 * (s.word.length - 1) < out.durationMs);
    expect(out.correct).toBe(shot.reduce((n, s) => n + s.word.length, 0));
    expect(out.wrong).toBe(shot.length);
    expect(out.score).toBe(shot.reduce((n, s) => n + POINTS_PER_LETTER * s.word.length * multiplierOf(s.word.length - 1), 0));
    for (const hz of HZ) expect(replayGame(spaceWarMachine, { level, seed: 77 }, out.log, out.durationMs, 1000 / hz)).toEqual(out);
  });
});
