import { lettersOf } from '../../core/pinyinLetters';
import { createRandom } from '../../core/game/random';
import { CLASSIC_END_MS, CLASSIC_WORD_STEP_MS, classicCount, classicMs, classicWords, isClassic } from '../../core/game/classicCurve';
import type { FrogRiverLevel, FrogRiverWave, FrogRiverWord } from './frog_river.level';
import type { FrogRiverInput, Pad, RiverWord } from './frog_river.types';

/**
 * The round's words planned up front from the seed (frog_river.logic.ts re-exports it): a word's
 * pads, where they surface, the classic round's pool and waves, and when each word surfaces and
 * escapes.
 */

/** the first word surfaces this long after the round begins (time to look at the river) */
export const FIRST_SPAWN_MS = 1500;
/** where (0 = upstream edge, 1 = downstream edge) the last pad of a word surfaces */
const SURFACE_AT = 0.08;
/** the distance between the centres of two neighbouring pads, in river widths */
export const PAD_SPAN = 0.19;
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
