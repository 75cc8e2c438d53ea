import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { replayGame } from '../../core/game/replay';
import type { KeyLogEntry } from '../../core/keyLog';
import { fishBubbleLevel } from './fish_bubble.level';
import { fishBubbleLevels } from '../../../levels/games/fish_bubble';
import { FIRST_BUBBLE_MS, LAST_BUBBLE_BEFORE_END_MS, setupFishBubble } from './fish_bubble.logic';
import { fishBubbleMachine } from './fish_bubble.machine';
import { within } from '../../../tests/machine';

const level = fishBubbleLevels[0]!;
const SEED = 777;
const { targets: bubbles } = setupFishBubble({ level, seed: SEED });
const key = (ms: number, letter: string): KeyLogEntry => [ms, `Key${letter.toUpperCase()}`, letter];
const HZ = [30, 60, 144];
/** the level's scoring, written out again: ×1, +1 every comboStep pops in a row, capped */
const pointsFor = (combo: number, l = level) => l.pointsPerHit * Math.min(l.maxMultiplier, 1 + Math.floor(combo / l.comboStep));
const perfect = (n: number, l = level) => Array.from({ length: n }, (_, i) => pointsFor(i + 1, l)).reduce((a, b) => a + b, 0);

describe('fish_bubble levels and schedule', () => {
  it('every level is valid data; no two bubbles up at once share a letter or a fish; all blown within the round', () => {
    for (const l of fishBubbleLevels) {
      expect(fishBubbleLevel.parse(l)).toEqual(l);
      const { targets } = setupFishBubble({ level: l, seed: 9 });
      expect(targets.length).toBeGreaterThan(15);
      for (const a of targets) {
        expect(l.letters).toContain(a.letter);
        expect(a.slot).toBeLessThan(l.fish);
        expect(a.spawnAt).toBeGreaterThanOrEqual(FIRST_BUBBLE_MS);
        expect(a.spawnAt).toBeLessThan(l.durationMs - LAST_BUBBLE_BEFORE_END_MS);
        const overlapping = targets.filter((b) => b.id !== a.id && b.spawnAt < a.endAt && a.spawnAt < b.endAt);
        expect(overlapping.some((b) => b.slot === a.slot || b.letter === a.letter)).toBe(false);
      }
      // a perfect round earns three stars, and each star is below the next
      expect(l.stars[2]).toBeLessThanOrEqual(perfect(targets.length, l));
      expect(l.stars[0]).toBeLessThan(l.stars[1]);
    }
  });

  it('is a function of the seed', () => {
    expect(setupFishBubble({ level, seed: SEED }).targets).toEqual(bubbles);
    expect(setupFishBubble({ level, seed: SEED + 1 }).targets).not.toEqual(bubbles);
  });

  it('refuses a level a child could not play, with a Chinese message', () => {
    const bad = fishBubbleLevel.safeParse({ ...level, letters: 'aab' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('字母不能重复');
    expect(fishBubbleLevel.safeParse({ ...level, riseMs: [4000, 6000] }).error!.issues[0]!.message).toBe('后段不能比前段更慢');
  });
});

describe('fish_bubble round', () => {
  it('popping every bubble scores with the combo multiplier and the round ends at its time limit, at 30, 60 and 144 Hz', () => {
    const log = bubbles.map((b) => key(b.spawnAt + 700, b.letter)).sort((a, b) => a[0] - b[0]);
    for (const hz of HZ) {
      const out = replayGame(fishBubbleMachine, { level, seed: SEED }, log, level.durationMs + 5000, 1000 / hz);
      expect(out, `${hz} Hz`).toMatchObject({ score: perfect(bubbles.length), correct: bubbles.length, wrong: 0, maxCombo: bubbles.length, accuracy: 100, endedBy: 'time', durationMs: level.durationMs, stars: 3, log });
    }
  }, within(60_000));

  it('a bubble reaching the surface breaks the combo but costs no life; a wrong key counts on the only bubble showing', () => {
    const actor = createActor(fishBubbleMachine, { input: { level, seed: SEED } }).start();
    const escaped: (number | null)[] = [];
    const wrong: string[] = [];
    actor.on('target.escaped', (e) => escaped.push(e.lives));
    actor.on('key.wrong', (e) => wrong.push(e.code));
    actor.send({ type: 'game.start', timeStamp: 0 });
    const [first, second] = bubbles;
    actor.send({ type: 'input.key', key: first!.letter, code: `Key${first!.letter.toUpperCase()}`, timeStamp: first!.spawnAt + 100 });
    expect(actor.getSnapshot().context.round.combo).toBe(1);
    actor.send({ type: 'clock.tick', dt: 16, timeStamp: second!.endAt });
    expect(escaped).toEqual([null]);
    expect(actor.getSnapshot().context.round).toMatchObject({ combo: 0, lives: null, escaped: 1 });
    expect(actor.getSnapshot().status).toBe('active');
    const showing = bubbles.filter((b) => b.spawnAt <= second!.endAt + 10 && b.endAt > second!.endAt + 10);
    const other = 'zxcvbnm'.split('').find((c) => !level.letters.includes(c))!;
    actor.send({ type: 'input.key', key: other, code: `Key${other.toUpperCase()}`, timeStamp: second!.endAt + 10 });
    expect(wrong).toEqual([showing.length === 1 ? `Key${showing[0]!.letter.toUpperCase()}` : `Key${other.toUpperCase()}`]);
  });
});
