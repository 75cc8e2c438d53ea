import type { EngineEvent } from '../../core/types';
import { keyForChar } from '../../core/keyboard';
import { lettersOf } from '../../core/pinyinLetters';
import { accuracyOf, addKey } from '../../core/stats';
import { createRandom } from '../../core/game/random';
import type { GameOutcome } from '../../core/game/types';
import { CLASSIC_END_MS, CLASSIC_WORD_STEP_MS, classicCount, classicMs, classicWords, isClassic } from '../../core/game/classicCurve';
import { gameAt, gameDurationOf, noProps, worldTimeRules } from '../../core/game/props';
import { starsForScore } from '../../../contract/games/common';
import type { FrogRiverLevel, FrogRiverWave, FrogRiverWord } from '../../../contract/games/frog_river';
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

/** the letters typed for a whole word (its syllables one after another) */
const keyOf = (word: FrogRiverWord): string => padsOf(word).map((p) => p.letters).join('');

/**
 * 经典模式's words at game time t: first ever longer ones of the level's own pool (classicWords, by
 * letters typed); once every length of the pool has had its turn, two-syllable words made of two
 * of its single characters (the frog jumps twice), again ever longer. A pool of multi-character
 * words stays with its own longest words. The same list (same array) for a whole word step.
 */
export function classicPool(words: readonly FrogRiverWord[]): (t: number) => readonly FrogRiverWord[] {
  const keys = words.map(keyOf);
  const lengths = keys.map((k) => k.length);
  const pairsFrom = (Math.max(...lengths) - Math.min(...lengths) + 1) * CLASSIC_WORD_STEP_MS;
  const singles = words.filter((w) => Array.from(w.hanzi).length === 1);
  const pairs: FrogRiverWord[] = singles.length < 6 ? [] : singles.flatMap((a) => singles.filter((b) => b.hanzi !== a.hanzi).map((b) => ({ hanzi: a.hanzi + b.hanzi, pinyin: `${a.pinyin} ${b.pinyin}` })));
  const pairKeys = pairs.map(keyOf);
  const cache = new Map<number, readonly FrogRiverWord[]>();
  const choose = (pool: readonly FrogRiverWord[], poolKeys: string[], t: number) => {
    const chosen = new Set(classicWords(poolKeys, t));
    return pool.filter((_, i) => chosen.has(poolKeys[i]!));
  };
  return (t) => {
    const step = Math.floor(Math.max(0, t) / CLASSIC_WORD_STEP_MS);
    let list = cache.get(step);
    if (!list) {
      const at = step * CLASSIC_WORD_STEP_MS;
      list = pairs.length > 0 && at >= pairsFrom ? choose(pairs, pairKeys, at - pairsFrom) : choose(words, keys, at);
      cache.set(step, list);
    }
    return list;
  };
}

/** One wave to float down: its tuning, its words and the pause after it. */
interface WavePlan {
  wave: FrogRiverWave;
  words: readonly FrogRiverWord[];
  waveGapMs: number;
}

/**
 * The waves of a classic round from the level's first (the opening): each with more words, a
 * faster river and shorter gaps (classicCurve at the time it starts) and ever longer words
 * (classicPool); waves follow until CLASSIC_END_MS. The generator is told when each wave starts.
 */
function* classicWaves(level: FrogRiverLevel): Generator<WavePlan, void, number> {
  const opening = level.waves[0]!;
  const pool = classicPool(level.words);
  let t = FIRST_SPAWN_MS;
  while (t < CLASSIC_END_MS) {
    const wave = { words: classicCount(opening.words, t), driftMs: classicMs(opening.driftMs, t), gapMs: classicMs(opening.gapMs, t) };
    t = yield { wave, words: pool(t), waveGapMs: classicMs(level.waveGapMs, t) };
  }
}

/** A level's own waves, all with the level's words. */
function* levelWaves(level: FrogRiverLevel): Generator<WavePlan, void, number> {
  for (const wave of level.waves) yield { wave, words: level.words, waveGapMs: level.waveGapMs };
}

/**
 * The round's words, all decided up front from the seed: a word from a shuffled deck (not one of
 * the last few again), surfacing wave by wave `gapMs` apart, later when its pads would touch the
 * word before it (now or when that one leaves), and leaving when its first pad reaches the edge.
 * Classic mode: classicWaves. Words are in surfacing order (spawnAt strictly grows with id).
 */
export function scheduleWords({ level, seed, mode }: FrogRiverInput): RiverWord[] {
  const rng = createRandom(seed);
  const words: RiverWord[] = [];
  let deck: FrogRiverWord[] = [];
  let deckWords: readonly FrogRiverWord[] = level.words;
  let t = FIRST_SPAWN_MS;
  const waves = isClassic(mode) ? classicWaves(level) : levelWaves(level);
  for (let w = 0, next = waves.next(t); !next.done; w += 1, next = waves.next(t)) {
    const { wave, words: pool, waveGapMs } = next.value;
    // classic: a new word list (longer words) starts a fresh deck
    if (pool !== deckWords) [deck, deckWords] = [[], pool];
    for (let i = 0; i < wave.words; i += 1) {
      const recent = new Set(words.slice(-3).map((x) => x.pads.map((p) => p.hanzi).join('')));
      if (deck.length === 0) deck = rng.shuffle(pool);
      let pick = deck.findIndex((x) => !recent.has(x.hanzi));
      if (pick < 0) {
        deck = deck.concat(rng.shuffle(pool));
        pick = Math.max(0, deck.findIndex((x) => !recent.has(x.hanzi)));
      }
      const pads = padsOf(deck.splice(pick, 1)[0]!);
      const lead = leadStartOf(pads.length);
      let spawnAt = t;
      const prev = words[words.length - 1];
      if (prev) {
        spawnAt = Math.max(spawnAt, ceilMs(prev.spawnAt + pads.length * PAD_SPAN * prev.driftMs), ceilMs(prev.escapeAt - (1 - prev.pads.length * PAD_SPAN - lead) * wave.driftMs));
      }
      const escapeAt = spawnAt + ceilMs((1 - lead) * wave.driftMs);
      words.push({ id: words.length, pads, wave: w, driftMs: wave.driftMs, spawnAt, escapeAt, reached: 0, typed: 0, fate: 'drifting', endedAt: null });
      t = spawnAt + (i < wave.words - 1 ? wave.gapMs : 0);
    }
    t += waveGapMs;
  }
  return words;
}

export function initialContext(input: FrogRiverInput): FrogRiverContext {
  return {
    level: input.level,
    classic: isClassic(input.mode),
    props: noProps,
    words: scheduleWords(input),
    head: 0,
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

/** How many words have surfaced by t (words are in surfacing order; a classic round has thousands). */
export function surfacedBy(words: readonly RiverWord[], t: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.spawnAt <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first word from `head` on that is still drifting (every word before it is over). */
function headOf(words: readonly RiverWord[], head: number): number {
  let h = head;
  while (h < words.length && words[h]!.fate !== 'drifting') h += 1;
  return h;
}

/** The word the frog is crossing with: the oldest one on the river that is neither crossed nor gone. */
export function targetOf(context: FrogRiverContext, now = context.now): RiverWord | null {
  const w = context.words[context.head];
  return w && w.spawnAt <= now ? w : null;
}

/** When every word is crossed or gone, the round is cleared at the last of those moments. */
function checkCleared(context: FrogRiverContext): FrogRiverContext {
  if (context.endedBy !== null || context.head < context.words.length) return context;
  const endedAt = Math.max(...context.words.map((w) => w.endedAt ?? 0));
  return { ...context, endedBy: 'cleared', endedAt, now: endedAt, score: context.score + context.lives * LIFE_BONUS };
}

/**
 * The world at (world) time `t`: waves that began and words whose first pad left the river since
 * `now`, in the order they happened (by escape time, then id), each costing a life; the round ends
 * at the escape that takes the last one. Depends only on `t`, never on how often it is called.
 */
export function advance(context: FrogRiverContext, t: number): Step {
  if (context.endedBy !== null || t <= context.now) return { context, emitted: [] };
  const emitted: FrogRiverEmitted[] = [];
  const all = context.words;
  const surfaced = surfacedBy(all, t);
  for (let i = surfacedBy(all, context.now); i < surfaced; i += 1) {
    const w = all[i]!;
    if (w.id === 0 || all[w.id - 1]!.wave !== w.wave) emitted.push({ type: 'wave.started', wave: w.wave });
  }
  // only surfaced words can leave, and every word before the head is over already
  const escaping = all.slice(context.head, surfaced).filter((w) => w.fate === 'drifting' && w.escapeAt <= t).sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id);
  if (escaping.length === 0) return { context: { ...context, now: t }, emitted };
  const words = all.slice();
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
  const next: FrogRiverContext = { ...context, words, head: headOf(words, context.head), lives, combo: 0, now: endedAt ?? t };
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

/**
 * A judged key at its (world) time: advance the world, then hop on (or splash). Not judged after
 * the round ended. The log gets `loggedAt`, the key's game time (a slowed world runs behind it).
 */
export function applyKey(context: FrogRiverContext, event: { key: string; code: string; timeStamp: number }, loggedAt = event.timeStamp): Step {
  const advanced = advance(context, event.timeStamp);
  if (advanced.context.endedBy !== null) return advanced;
  const emitted = advanced.emitted;
  // a key stamped before the world's time is judged, and logged, at the world's time (as the replay sees it)
  const now = Math.max(advanced.context.now, event.timeStamp);
  const logged = now === event.timeStamp ? loggedAt : gameAt(context.props, now);
  const base: FrogRiverContext = { ...advanced.context, now, log: [...advanced.context.log, [logged, event.code, event.key]] };
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
    head: headOf(words, base.head),
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
    durationMs: gameDurationOf(context.props, context.endedAt ?? context.now),
    stars: starsForScore(context.score, context.level.stars),
    endedBy: context.endedBy ?? 'lives',
    keyStats: context.keyStats,
    log: context.log,
  };
}

/** tickAt, keyAt, propAt and the machine's play rule in world time (core/game/props.ts worldTimeRules: slow, life, hint). */
export const { tickAt, keyAt, propAt, play } = worldTimeRules<FrogRiverContext, FrogRiverEmitted>(advance, applyKey, isJudged);
