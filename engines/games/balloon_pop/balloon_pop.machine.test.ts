import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { balloonPopLevel } from './balloon_pop.level';
import { balloonPopLevels } from '../../../levels/games/balloon_pop';
import { setupBalloonPop } from './balloon_pop.logic';
import { balloonPopMachine } from './balloon_pop.machine';
import { within } from '../../../tests/machine';

const level = balloonPopLevels[0]!;
const SEED = 4242;
const { targets: balloons } = setupBalloonPop({ level, seed: SEED });
const key = (ms: number, letter: string): KeyLogEntry => [ms, `Key${letter.toUpperCase()}`, letter];
const HZ = [30, 60, 144];
/** the level's scoring, written out again: ×1, +1 every comboStep pops in a row, capped */
const pointsFor = (combo: number) => level.pointsPerHit * Math.min(level.maxMultiplier, 1 + Math.floor(combo / level.comboStep));

describe('balloon_pop schedule', () => {
  it('every level is valid data with count balloons, never two in the air with one letter or lane', () => {
    for (const l of balloonPopLevels) {
      expect(balloonPopLevel.parse(l)).toEqual(l);
      const { targets } = setupBalloonPop({ level: l, seed: 9 });
      expect(targets).toHaveLength(l.count);
      for (const a of targets) {
        expect(l.letters).toContain(a.letter);
        const overlapping = targets.filter((b) => b.id !== a.id && b.spawnAt < a.endAt && a.spawnAt < b.endAt);
        expect(overlapping.some((b) => b.slot === a.slot || b.letter === a.letter)).toBe(false);
      }
    }
  });
  it('is a function of the seed', () => {
    expect(setupBalloonPop({ level, seed: SEED }).targets).toEqual(balloons);
    expect(setupBalloonPop({ level, seed: SEED + 1 }).targets).not.toEqual(balloons);
  });
});

describe('balloon_pop round', () => {
  it('popping every balloon clears the round: points with the combo multiplier plus the life bonus, at 30, 60 and 144 Hz', () => {
    const log = balloons.map((b) => key(b.spawnAt + 600, b.letter)).sort((a, b) => a[0] - b[0]);
    let expected = 0;
    for (let combo = 1; combo <= balloons.length; combo++) expected += pointsFor(combo);
    expected += level.lives * level.lifeBonus;
    const lastPop = Math.max(...log.map(([ms]) => ms));
    for (const hz of HZ) {
      const out = replayGame(balloonPopMachine, { level, seed: SEED }, log, lastPop + 5000, 1000 / hz);
      expect(out, `${hz} Hz`).toMatchObject({ score: expected, correct: level.count, wrong: 0, maxCombo: level.count, accuracy: 100, endedBy: 'cleared', durationMs: lastPop, stars: 3, log });
    }
  }, within(60_000));

  it('balloons that float away cost lives; the last life ends the round at that escape, exactly, at every tick rate', () => {
    // pop the first three, press one wrong key, then let every other balloon go
    const wrong = 'z';
    const log = [...balloons.slice(0, 3).map((b) => key(b.spawnAt + 500, b.letter)), key(balloons[3]!.spawnAt + 200, wrong)].sort((a, b) => a[0] - b[0]);
    const escapes = balloons.slice(3).map((b) => b.endAt).sort((a, b) => a - b);
    const lostAt = escapes[level.lives - 1]!;
    const outs = HZ.map((hz) => replayGame(balloonPopMachine, { level, seed: SEED }, log, 200000, 1000 / hz));
    expect(outs[0]).toMatchObject({ score: 30, correct: 3, wrong: 1, maxCombo: 3, accuracy: 75, endedBy: 'lives', durationMs: lostAt, stars: 0 });
    expect(Object.values(outs[0]!.keyStats).reduce((n, k) => n + k.miss, 0)).toBe(1);
    expect(outs[1]).toEqual(outs[0]);
    expect(outs[2]).toEqual(outs[0]);
  }, within(60_000));

  it('a live HUD: lives go down one escape at a time and the combo resets', () => {
    const actor = createActor(balloonPopMachine, { input: { level, seed: SEED } }).start();
    const lives: (number | null)[] = [];
    actor.on('target.escaped', (e) => lives.push(e.lives));
    actor.send({ type: 'game.start', timeStamp: 0 });
    const b = balloons[0]!;
    actor.send({ type: 'input.key', key: b.letter, code: `Key${b.letter.toUpperCase()}`, timeStamp: b.spawnAt + 100 });
    expect(actor.getSnapshot().context.round.combo).toBe(1);
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: balloons[1]!.endAt });
    expect(lives).toEqual([level.lives - 1]);
    expect(actor.getSnapshot().context.round.combo).toBe(0);
    expect(actor.getSnapshot().context.round.lives).toBe(level.lives - 1);
  });
});
