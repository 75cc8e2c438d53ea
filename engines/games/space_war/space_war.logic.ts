import type { EngineEvent } from '../../core/types';
import { keyForChar } from '../../core/keyboard';
import { accuracyOf, addKey } from '../../core/stats';
import { createRandom } from '../../core/game/random';
import type { GameOutcome } from '../../core/game/types';
import { starsForScore } from '../../../contract/games/common';
import type { Ship, SpaceWarContext, SpaceWarEmitted, SpaceWarInput, Step } from './space_war.types';

/** the first ship enters this long after the round begins (time to read the field) */
export const FIRST_SPAWN_MS = 1500;
/** points per letter of a destroyed word, before the combo multiplier */
export const POINTS_PER_LETTER = 10;
/** bonus per life left when every wave is cleared */
export const LIFE_BONUS = 50;
/** ships keep at least this far apart across the field when launched one after another */
const MIN_X_GAP = 0.22;

/** The combo multiplier: ×1, then one more for every 10 right letters in a row, at most ×4. */
export function multiplierOf(combo: number): number {
  return 1 + Math.min(3, Math.floor(combo / 10));
}

/**
 * The round's ships, all decided up front from the seed: launch times wave by wave, a word from a
 * shuffled deck (avoiding a first letter already falling, so the first key is rarely ambiguous)
 * and a place across the field.
 */
export function scheduleShips({ level, seed }: SpaceWarInput): Ship[] {
  const rng = createRandom(seed);
  const ships: Ship[] = [];
  let deck: string[] = [];
  let t = FIRST_SPAWN_MS;
  level.waves.forEach((wave, w) => {
    for (let i = 0; i < wave.ships; i += 1) {
      const spawnAt = t;
      const falling = new Set(ships.filter((s) => s.escapeAt > spawnAt).map((s) => s.word[0]));
      const recent = new Set(ships.slice(-4).map((s) => s.word));
      if (deck.length === 0) deck = rng.shuffle(level.words);
      const fits = (word: string) => !falling.has(word[0]) && !recent.has(word);
      let pick = deck.findIndex(fits);
      if (pick < 0) {
        // the rest of the deck clashes: shuffle in a fresh deck behind it
        deck = deck.concat(rng.shuffle(level.words));
        pick = Math.max(0, deck.findIndex(fits));
      }
      const word = deck.splice(pick, 1)[0]!;
      const prev = ships[ships.length - 1];
      let x = rng.range(0.1, 0.9);
      for (let tries = 0; prev && Math.abs(x - prev.x) < MIN_X_GAP && tries < 6; tries += 1) x = rng.range(0.1, 0.9);
      ships.push({ id: ships.length, word, x, wave: w, spawnAt, escapeAt: spawnAt + wave.fallMs, typed: 0, fate: 'flying', endedAt: null });
      if (i < wave.ships - 1) t += wave.gapMs;
    }
    t += level.waveGapMs;
  });
  return ships;
}

export function initialContext(input: SpaceWarInput): SpaceWarContext {
  return {
    level: input.level,
    ships: scheduleShips(input),
    target: null,
    lives: input.level.lives,
    score: 0,
    combo: 0,
    maxCombo: 0,
    correct: 0,
    wrong: 0,
    keyStats: {},
    log: [],
    now: 0,
    endedBy: null,
    endedAt: null,
  };
}

/** When every ship is destroyed or through, the round is cleared at the last of those moments. */
function checkCleared(context: SpaceWarContext): SpaceWarContext {
  if (context.endedBy !== null || context.ships.some((s) => s.fate === 'flying')) return context;
  const endedAt = Math.max(...context.ships.map((s) => s.endedAt ?? 0));
  return { ...context, endedBy: 'cleared', endedAt, now: endedAt, score: context.score + context.lives * LIFE_BONUS };
}

/**
 * The world at time `t`: waves that began and ships that reached the bottom since `now`, in the
 * order they happened (by escape time, then id), each escape costing a life; the round ends at
 * the escape that takes the last life. Depends only on `t`, never on how often it is called.
 */
export function advance(context: SpaceWarContext, t: number): Step {
  if (context.endedBy !== null || t <= context.now) return { context, emitted: [] };
  const emitted: SpaceWarEmitted[] = [];
  const from = context.now;
  for (const s of context.ships) {
    if (s.spawnAt > from && s.spawnAt <= t && (s.id === 0 || context.ships[s.id - 1]!.wave !== s.wave)) emitted.push({ type: 'wave.started', wave: s.wave });
  }
  const escaping = context.ships.filter((s) => s.fate === 'flying' && s.escapeAt <= t).sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id);
  if (escaping.length === 0) return { context: { ...context, now: t }, emitted };
  const ships = context.ships.slice();
  let { lives, target } = context;
  let endedAt: number | null = null;
  for (const s of escaping) {
    ships[s.id] = { ...s, fate: 'escaped', endedAt: s.escapeAt };
    lives -= 1;
    if (target === s.id) target = null;
    emitted.push({ type: 'ship.escaped', id: s.id, lives });
    if (lives <= 0) {
      endedAt = s.escapeAt;
      break;
    }
  }
  const next: SpaceWarContext = { ...context, ships, lives, target, combo: 0, now: endedAt ?? t };
  if (endedAt !== null) return { context: { ...next, endedBy: 'lives', endedAt }, emitted };
  return { context: checkCleared(next), emitted };
}

/** Keys a round judges: single letters (either case). Everything else is ignored and not logged. */
export function isJudged(event: EngineEvent): boolean {
  return event.type === 'input.key' && /^[a-zA-Z]$/.test(event.key);
}

/** The flying ship the first letter locks: its word starts with the letter, lowest (closest to the bottom) first. */
export function lockFor(context: SpaceWarContext, letter: string, now: number): Ship | null {
  let best: Ship | null = null;
  for (const s of context.ships) {
    if (s.fate !== 'flying' || s.spawnAt > now || s.word[0] !== letter) continue;
    const progress = (now - s.spawnAt) / (s.escapeAt - s.spawnAt);
    const bestProgress = best ? (now - best.spawnAt) / (best.escapeAt - best.spawnAt) : -1;
    if (progress > bestProgress) best = s;
  }
  return best;
}

/** A judged key at its time: advance the world, then shoot (or miss). Not judged after the round ended. */
export function applyKey(context: SpaceWarContext, event: { key: string; code: string; timeStamp: number }): Step {
  const advanced = advance(context, event.timeStamp);
  if (advanced.context.endedBy !== null) return advanced;
  const emitted = advanced.emitted;
  // a key stamped before the world's time (a clock that stepped back) is judged, and logged, at the world's time,
  // so the server's replay sees the same world when it judges it
  const now = Math.max(advanced.context.now, event.timeStamp);
  const base: SpaceWarContext = { ...advanced.context, now, log: [...advanced.context.log, [now, event.code, event.key]] };
  const letter = event.key.toLowerCase();
  const locked = base.target !== null ? base.ships[base.target]! : null;
  const ship = locked ?? lockFor(base, letter, now);
  const expected = ship ? ship.word[ship.typed]! : null;
  if (!ship || expected !== letter) {
    // a miss counts on the key that was due, or on the key pressed when no ship wanted it
    const code = expected !== null ? (keyForChar(expected)?.key.code ?? event.code) : event.code;
    emitted.push({ type: 'key.wrong', code, key: event.key, expected: expected ?? '' });
    return { context: { ...base, wrong: base.wrong + 1, combo: 0, keyStats: addKey(base.keyStats, code, false) }, emitted };
  }
  const combo = base.combo + 1;
  const typed = ship.typed + 1;
  const done = typed === ship.word.length;
  const points = done ? POINTS_PER_LETTER * ship.word.length * multiplierOf(combo) : 0;
  const ships = base.ships.slice();
  ships[ship.id] = { ...ship, typed, fate: done ? 'destroyed' : 'flying', endedAt: done ? now : null };
  if (!locked) emitted.push({ type: 'ship.locked', id: ship.id });
  emitted.push({ type: 'key.correct', code: event.code, key: event.key }, { type: 'ship.hit', id: ship.id, typed });
  if (done) emitted.push({ type: 'ship.destroyed', id: ship.id, word: ship.word, points });
  const next: SpaceWarContext = {
    ...base,
    ships,
    target: done ? null : ship.id,
    combo,
    maxCombo: Math.max(base.maxCombo, combo),
    correct: base.correct + 1,
    score: base.score + points,
    keyStats: addKey(base.keyStats, event.code, true),
  };
  return { context: checkCleared(next), emitted };
}

/** The final state's output. */
export function outcomeOf(context: SpaceWarContext): GameOutcome {
  return {
    score: context.score,
    accuracy: accuracyOf(context.correct, context.wrong),
    correct: context.correct,
    wrong: context.wrong,
    maxCombo: context.maxCombo,
    durationMs: context.endedAt ?? context.now,
    stars: starsForScore(context.score, context.level.stars),
    endedBy: context.endedBy ?? 'lives',
    keyStats: context.keyStats,
    log: context.log,
  };
}
