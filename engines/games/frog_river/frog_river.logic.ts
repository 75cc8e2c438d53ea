import type { EngineEvent } from '../../core/types';
import { keyForChar } from '../../core/keyboard';
import { lettersOf } from '../../core/pinyinLetters';
import { accuracyOf, addKey } from '../../core/stats';
import { createRandom } from '../../core/game/random';
import type { GameOutcome } from '../../core/game/types';
import { starsForScore } from '../../../contract/games/common';
import type { FrogRiverWord } from '../../../contract/games/frog_river';
import type { FrogRiverContext, FrogRiverEmitted, FrogRiverInput, Pad, RiverWord, Step } from './frog_river.types';

/** the first word surfaces this long after the round begins (time to look at the river) */
export const FIRST_SPAWN_MS = 1500;
/** points per letter of a pad the frog lands on, before the combo multiplier */
export const POINTS_PER_LETTER = 10;
/** bonus per pad when the frog reaches the far bank with a word */
export const CROSS_BONUS_PER_PAD = 20;
/** bonus per life left when every word is over */
export const LIFE_BONUS = 50;
/** where (0 = upstream edge, 1 = downstream edge) the last pad of a word surfaces */
export const SURFACE_AT = 0.08;
/** the distance between the centres of two neighbouring pads, in river widths */
export const PAD_SPAN = 0.19;

/** The combo multiplier: ×1, then one more for every 10 right letters in a row, at most ×4. */
export function multiplierOf(combo: number): number {
  return 1 + Math.min(3, Math.floor(combo / 10));
}

/** ms rounded up, ignoring float noise below a microsecond (0.38 × 10000 is 3800, not 3801) */
function ceilMs(ms: number): number {
  return Math.ceil(Math.round(ms * 1000) / 1000);
}

/** A word's pads: one a character, its syllable shown with tone marks and typed without. */
export function padsOf(word: FrogRiverWord): Pad[] {
  const syllables = word.pinyin.trim().split(/\s+/);
  return Array.from(word.hanzi).map((hanzi, i) => ({ hanzi, pinyin: syllables[i]!.normalize('NFC'), letters: lettersOf(syllables[i]!) }));
}

/** Where a word's first pad surfaces: its other pads float upstream of it, the last at SURFACE_AT. */
export function leadStartOf(pads: number): number {
  return SURFACE_AT + (pads - 1) * PAD_SPAN;
}

/**
 * The round's words, all decided up front from the seed: a word from a shuffled deck (not one of
 * the last few again), surfacing wave by wave `gapMs` apart, later when its pads would touch the
 * word before it (now or when that one leaves), and leaving when its first pad reaches the edge.
 */
export function scheduleWords({ level, seed }: FrogRiverInput): RiverWord[] {
  const rng = createRandom(seed);
  const words: RiverWord[] = [];
  let deck: FrogRiverWord[] = [];
  let t = FIRST_SPAWN_MS;
  level.waves.forEach((wave, w) => {
    for (let i = 0; i < wave.words; i += 1) {
      const recent = new Set(words.slice(-3).map((x) => x.pads.map((p) => p.hanzi).join('')));
      if (deck.length === 0) deck = rng.shuffle(level.words);
      let pick = deck.findIndex((x) => !recent.has(x.hanzi));
      if (pick < 0) {
        deck = deck.concat(rng.shuffle(level.words));
        pick = Math.max(0, deck.findIndex((x) => !recent.has(x.hanzi)));
      }
      const pads = padsOf(deck.splice(pick, 1)[0]!);
      const lead = leadStartOf(pads.length);
      let spawnAt = t;
      const prev = words[words.length - 1];
      if (prev) {
        const prevDrift = level.waves[prev.wave]!.driftMs;
        spawnAt = Math.max(spawnAt, ceilMs(prev.spawnAt + pads.length * PAD_SPAN * prevDrift), ceilMs(prev.escapeAt - (1 - prev.pads.length * PAD_SPAN - lead) * wave.driftMs));
      }
      const escapeAt = spawnAt + ceilMs((1 - lead) * wave.driftMs);
      words.push({ id: words.length, pads, wave: w, spawnAt, escapeAt, reached: 0, typed: 0, fate: 'drifting', endedAt: null });
      t = spawnAt + (i < wave.words - 1 ? wave.gapMs : 0);
    }
    t += level.waveGapMs;
  });
  return words;
}

export function initialContext(input: FrogRiverInput): FrogRiverContext {
  return {
    level: input.level,
    words: scheduleWords(input),
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

/** The word the frog is crossing with: the oldest one on the river that is neither crossed nor gone. */
export function targetOf(context: FrogRiverContext, now = context.now): RiverWord | null {
  for (const w of context.words) {
    if (w.spawnAt > now) return null;
    if (w.fate === 'drifting') return w;
  }
  return null;
}

/** When every word is crossed or gone, the round is cleared at the last of those moments. */
function checkCleared(context: FrogRiverContext): FrogRiverContext {
  if (context.endedBy !== null || context.words.some((w) => w.fate === 'drifting')) return context;
  const endedAt = Math.max(...context.words.map((w) => w.endedAt ?? 0));
  return { ...context, endedBy: 'cleared', endedAt, now: endedAt, score: context.score + context.lives * LIFE_BONUS };
}

/**
 * The world at time `t`: waves that began and words whose first pad left the river since `now`,
 * in the order they happened (by escape time, then id), each costing a life; the round ends at the
 * escape that takes the last one. Depends only on `t`, never on how often it is called.
 */
export function advance(context: FrogRiverContext, t: number): Step {
  if (context.endedBy !== null || t <= context.now) return { context, emitted: [] };
  const emitted: FrogRiverEmitted[] = [];
  const from = context.now;
  for (const w of context.words) {
    if (w.spawnAt > from && w.spawnAt <= t && (w.id === 0 || context.words[w.id - 1]!.wave !== w.wave)) emitted.push({ type: 'wave.started', wave: w.wave });
  }
  const escaping = context.words.filter((w) => w.fate === 'drifting' && w.escapeAt <= t).sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id);
  if (escaping.length === 0) return { context: { ...context, now: t }, emitted };
  const words = context.words.slice();
  let { lives } = context;
  let endedAt: number | null = null;
  for (const w of escaping) {
    words[w.id] = { ...w, fate: 'missed', endedAt: w.escapeAt };
    lives -= 1;
    emitted.push({ type: 'word.missed', id: w.id, lives });
    if (lives <= 0) {
      endedAt = w.escapeAt;
      break;
    }
  }
  const next: FrogRiverContext = { ...context, words, lives, combo: 0, now: endedAt ?? t };
  if (endedAt !== null) return { context: { ...next, endedBy: 'lives', endedAt }, emitted };
  return { context: checkCleared(next), emitted };
}

/** Keys a round judges: single letters (either case). Everything else is ignored and not logged. */
export function isJudged(event: EngineEvent): boolean {
  return event.type === 'input.key' && /^[a-zA-Z]$/.test(event.key);
}

/** The letter the target word wants next, or null when no word is on the river. */
export function expectedLetter(context: FrogRiverContext, now = context.now): string | null {
  const word = targetOf(context, now);
  return word ? word.pads[word.reached]!.letters[word.typed]! : null;
}

/** A judged key at its time: advance the world, then hop on (or splash). Not judged after the round ended. */
export function applyKey(context: FrogRiverContext, event: { key: string; code: string; timeStamp: number }): Step {
  const advanced = advance(context, event.timeStamp);
  if (advanced.context.endedBy !== null) return advanced;
  const emitted = advanced.emitted;
  // a key stamped before the world's time is judged, and logged, at the world's time (as the replay sees it)
  const now = Math.max(advanced.context.now, event.timeStamp);
  const base: FrogRiverContext = { ...advanced.context, now, log: [...advanced.context.log, [now, event.code, event.key]] };
  const letter = event.key.toLowerCase();
  const word = targetOf(base, now);
  const expected = word ? word.pads[word.reached]!.letters[word.typed]! : null;
  if (!word || expected !== letter) {
    // a miss counts on the key that was due, or on the key pressed when no pad wanted it
    const code = expected !== null ? (keyForChar(expected)?.key.code ?? event.code) : event.code;
    emitted.push({ type: 'key.wrong', code, key: event.key, expected: expected ?? '' });
    return { context: { ...base, wrong: base.wrong + 1, combo: 0, keyStats: addKey(base.keyStats, code, false) }, emitted };
  }
  const combo = base.combo + 1;
  const pad = word.pads[word.reached]!;
  let { typed, reached } = word;
  let points = 0;
  typed += 1;
  emitted.push({ type: 'key.correct', code: event.code, key: event.key }, { type: 'letter.typed', id: word.id, pad: reached, typed });
  if (typed === pad.letters.length) {
    points = POINTS_PER_LETTER * pad.letters.length * multiplierOf(combo);
    emitted.push({ type: 'pad.reached', id: word.id, pad: reached, points });
    reached += 1;
    typed = 0;
  }
  const crossed = reached === word.pads.length;
  if (crossed) {
    const bonus = CROSS_BONUS_PER_PAD * word.pads.length;
    points += bonus;
    emitted.push({ type: 'word.crossed', id: word.id, bonus });
  }
  const words = base.words.slice();
  words[word.id] = { ...word, typed, reached, fate: crossed ? 'crossed' : 'drifting', endedAt: crossed ? now : null };
  const next: FrogRiverContext = {
    ...base,
    words,
    combo,
    maxCombo: Math.max(base.maxCombo, combo),
    correct: base.correct + 1,
    score: base.score + points,
    keyStats: addKey(base.keyStats, event.code, true),
  };
  return { context: checkCleared(next), emitted };
}

/** The final state's output. */
export function outcomeOf(context: FrogRiverContext): GameOutcome {
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
