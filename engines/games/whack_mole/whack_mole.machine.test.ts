import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { whackMoleLevel } from './whack_mole.level';
import { whackMoleLevels } from '../../../levels/games/whack_mole';
import { setupWhackMole } from './whack_mole.logic';
import { whackMoleMachine } from './whack_mole.machine';
import { within } from '../../../tests/machine';

const level = whackMoleLevels[0]!;
const SEED = 20261123;
const { targets: moles } = setupWhackMole({ level, seed: SEED });
const key = (ms: number, letter: string): KeyLogEntry => [ms, `Key${letter.toUpperCase()}`, letter];
const HZ = [30, 60, 144];

describe('whack_mole schedule', () => {
  it('every level is valid data', () => {
    for (const l of whackMoleLevels) expect(whackMoleLevel.parse(l)).toEqual(l);
  });

  it('is a function of the seed: same seed, same moles; another seed, other moles', () => {
    expect(setupWhackMole({ level, seed: SEED }).targets).toEqual(moles);
    expect(setupWhackMole({ level, seed: SEED + 1 }).targets).not.toEqual(moles);
  });

  it('level 1 shows home-row letters only; no two moles up at once share a hole or a letter', () => {
    for (const l of whackMoleLevels) {
      const { targets } = setupWhackMole({ level: l, seed: 7 });
      expect(targets.length).toBeGreaterThan(20);
      for (const a of targets) {
        expect(l.letters).toContain(a.letter);
        expect(a.slot).toBeLessThan(l.holes);
        expect(a.spawnAt).toBeLessThan(l.durationMs);
        const overlapping = targets.filter((b) => b.id !== a.id && b.spawnAt < a.endAt && a.spawnAt < b.endAt);
        expect(overlapping.some((b) => b.slot === a.slot || b.letter === a.letter)).toBe(false);
        // at the moment a mole pops up, at most maxUp are up (itself included)
        expect(targets.filter((b) => b.spawnAt <= a.spawnAt && b.endAt > a.spawnAt).length).toBeLessThanOrEqual(l.maxUp);
      }
    }
    expect(new Set(moles.map((m) => m.letter)).size).toBeGreaterThan(5);
    expect(moles.every((m) => 'asdfghjkl'.includes(m.letter))).toBe(true);
  });
});

describe('whack_mole round', () => {
  // whack the first six moles 300 ms after each pops up, one wrong key, then let the rest hide
  const wrongLetter = 'q'; // no mole of level 1 shows q
  const log: KeyLogEntry[] = [...moles.slice(0, 6).map((m) => key(m.spawnAt + 300, m.letter)), key(moles[6]!.spawnAt + 100, wrongLetter)].sort((a, b) => a[0] - b[0]);

  it('scores whacks with the combo multiplier, counts the wrong key, ends at the time limit — exactly, at 30, 60 and 144 Hz', () => {
    for (const hz of HZ) {
      const out = replayGame(whackMoleMachine, { level, seed: SEED }, log, level.durationMs + 500, 1000 / hz);
      expect(out, `${hz} Hz`).toEqual({
        // ×1 for combos 1–4, ×2 from the fifth whack in a row
        score: 10 * 4 + 20 * 2,
        accuracy: 85.7,
        correct: 6,
        wrong: 1,
        maxCombo: 6,
        durationMs: 45000,
        stars: 0,
        endedBy: 'time',
        keyStats: expect.any(Object),
        log,
      });
      const stats = out!.keyStats;
      expect(Object.values(stats).reduce((n, k) => n + k.hit, 0)).toBe(6);
      expect(Object.values(stats).reduce((n, k) => n + k.miss, 0)).toBe(1);
    }
  }, within(60_000));

  it('a perfect round reaches three stars, identically at every tick rate', () => {
    const perfect = moles.map((m) => key(m.spawnAt + 400, m.letter)).filter(([ms]) => ms < level.durationMs).sort((a, b) => a[0] - b[0]);
    const outs = HZ.map((hz) => replayGame(whackMoleMachine, { level, seed: SEED }, perfect, level.durationMs, 1000 / hz));
    expect(outs[0]!.stars).toBe(3);
    expect(outs[0]!.wrong).toBe(0);
    expect(outs[0]!.maxCombo).toBe(perfect.length);
    expect(outs[1]).toEqual(outs[0]);
    expect(outs[2]).toEqual(outs[0]);
  }, within(60_000));

  it('a mole that hides breaks the combo; a key after it hid is wrong', () => {
    const [a, b] = [moles[0]!, moles[1]!];
    const late = a.endAt + 10;
    const actor = createActor(whackMoleMachine, { input: { level, seed: SEED } }).start();
    const escaped: number[] = [];
    actor.on('target.escaped', (e) => escaped.push(e.id));
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'input.key', key: b.letter, code: `Key${b.letter.toUpperCase()}`, timeStamp: Math.max(b.spawnAt, a.spawnAt) + 50 });
    expect(actor.getSnapshot().context.round.combo).toBe(1);
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: late });
    expect(escaped).toContain(a.id);
    expect(actor.getSnapshot().context.round.combo).toBe(0);
    const wrongBefore = actor.getSnapshot().context.round.wrong;
    actor.send({ type: 'input.key', key: a.letter, code: `Key${a.letter.toUpperCase()}`, timeStamp: late + 5 });
    expect(actor.getSnapshot().context.round.wrong).toBe(wrongBefore + 1);
  });

  it('keys before the start, while paused, and keys that are not letters are not judged or logged', () => {
    const m = moles[0]!;
    const actor = createActor(whackMoleMachine, { input: { level, seed: SEED } }).start();
    actor.send({ type: 'input.key', key: m.letter, code: 'KeyA', timeStamp: 0 });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'input.key', key: '1', code: 'Digit1', timeStamp: m.spawnAt + 10 });
    actor.send({ type: 'input.key', key: 'Enter', code: 'Enter', timeStamp: m.spawnAt + 20 });
    actor.send({ type: 'session.pause', timeStamp: m.spawnAt + 30 });
    actor.send({ type: 'input.key', key: m.letter, code: 'KeyA', timeStamp: m.spawnAt + 40 });
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: level.durationMs + 1 });
    expect(actor.getSnapshot().value).toBe('paused');
    const round = actor.getSnapshot().context.round;
    expect(round.log).toEqual([]);
    expect(round.correct + round.wrong).toBe(0);
    actor.send({ type: 'session.resume', timeStamp: m.spawnAt + 30 });
    actor.send({ type: 'input.key', key: m.letter.toUpperCase(), code: `Key${m.letter.toUpperCase()}`, timeStamp: m.spawnAt + 50 });
    expect(actor.getSnapshot().context.round.hits).toBe(1);
  });

  it('ends at the time limit with session.finished; a done round ignores keys', () => {
    const actor = createActor(whackMoleMachine, { input: { level, seed: SEED } }).start();
    const seen: string[] = [];
    actor.on('session.finished', (e) => seen.push(e.type));
    actor.send({ type: 'game.start', timeStamp: 0 });
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: level.durationMs - 1 });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: level.durationMs });
    expect(actor.getSnapshot().status).toBe('done');
    expect(seen).toEqual(['session.finished']);
    expect(actor.getSnapshot().output).toMatchObject({ score: 0, endedBy: 'time', durationMs: level.durationMs, accuracy: 100 });
  });
});
