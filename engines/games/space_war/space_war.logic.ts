import type { EngineEvent } from '../../core/types';
import { keyForChar } from '../../core/keyboard';
import { createRandom } from '../../core/game/random';
import type { GameOutcome } from '../../core/game/types';
import { clearedWithLives, comboBroken, ended, logged, multiplierOf, newTally, rightKey, scored, tallyOutcome, wrongKey } from '../../core/game/tally.logic';
import { CLASSIC_END_MS, classicCount, classicMs, classicWords, isClassic } from '../../core/game/classicCurve';
import { gameAt, noProps, worldTimeRules } from '../../core/game/props';
import type { SpaceWarWave } from './space_war.level';
import type { Ship, SpaceWarContext, SpaceWarEmitted, SpaceWarInput, Step } from './space_war.types';

/** the first ship enters this long after the round begins (time to read the field) */
export const FIRST_SPAWN_MS = 1500;
/** points per letter of a destroyed word, before the combo multiplier */
export const POINTS_PER_LETTER = 10;
/** ships keep at least this far apart across the field when launched one after another */
const MIN_X_GAP = 0.22;

/** One wave to launch: its tuning, its words and the pause after it. */
interface WavePlan {
  wave: SpaceWarWave;
  words: readonly string[];
  waveGapMs: number;
}

/**
 * The waves of a classic round from the level's first (the opening): wave k has k more ships,
 * falling and coming faster with classicCurve at the time it starts, its words from the longer
 * part of the pool; waves follow until CLASSIC_END_MS. Each wave carries its own word list.
 */
function* classicWaves(level: SpaceWarInput['level']): Generator<WavePlan, void, number> {
  const opening = level.waves[0]!;
  let t = FIRST_SPAWN_MS;
  for (let k = 0; t < CLASSIC_END_MS; k += 1) {
    const wave = { ships: classicCount(opening.ships, t) + k, fallMs: classicMs(opening.fallMs, t), gapMs: classicMs(opening.gapMs, t) };
    // the generator is told when the next wave starts (after this one's last launch and the pause)
    t = yield { wave, words: classicWords(level.words, t), waveGapMs: classicMs(level.waveGapMs, t) };
  }
}

/** A level's own waves, all with the level's words. */
function* levelWaves(level: SpaceWarInput['level']): Generator<WavePlan, void, number> {
  for (const wave of level.waves) yield { wave, words: level.words, waveGapMs: level.waveGapMs };
}

/**
 * The round's ships, all decided up front from the seed: launch times wave by wave, a word from a
 * shuffled deck (avoiding a first letter already falling, so the first key is rarely ambiguous)
 * and a place across the field. Classic mode: classicWaves.
 */
export function scheduleShips({ level, seed, mode }: SpaceWarInput): Ship[] {
  const rng = createRandom(seed);
  const ships: Ship[] = [];
  let deck: string[] = [];
  let deckWords: readonly string[] = [];
  let t = FIRST_SPAWN_MS;
  const waves = isClassic(mode) ? classicWaves(level) : levelWaves(level);
  // ships still falling at the launch time (launch times only grow: a ship gone stays gone)
  let inFlight: Ship[] = [];
  for (let w = 0, next = waves.next(t); !next.done; w += 1, next = waves.next(t)) {
    const { wave, words, waveGapMs } = next.value;
    // a new word list (classic: longer words) starts a fresh deck
    if (words !== deckWords) [deck, deckWords] = [[], words];
    for (let i = 0; i < wave.ships; i += 1) {
      const spawnAt = t;
      inFlight = inFlight.filter((s) => s.escapeAt > spawnAt);
      const falling = new Set(inFlight.map((s) => s.word[0]));
      const recent = new Set(ships.slice(-4).map((s) => s.word));
      if (deck.length === 0) deck = rng.shuffle(words);
      const fits = (word: string) => !falling.has(word[0]) && !recent.has(word);
      let pick = deck.findIndex(fits);
      if (pick < 0) {
        // the rest of the deck clashes: shuffle in a fresh deck behind it
        deck = deck.concat(rng.shuffle(words));
        pick = Math.max(0, deck.findIndex(fits));
      }
      const word = deck.splice(pick, 1)[0]!;
      const prev = ships[ships.length - 1];
      let x = rng.range(0.1, 0.9);
      for (let tries = 0; prev && Math.abs(x - prev.x) < MIN_X_GAP && tries < 6; tries += 1) x = rng.range(0.1, 0.9);
      const ship: Ship = { id: ships.length, word, x, wave: w, spawnAt, escapeAt: spawnAt + wave.fallMs, typed: 0, fate: 'flying', endedAt: null };
      ships.push(ship);
      inFlight.push(ship);
      if (i < wave.ships - 1) t += wave.gapMs;
    }
    t += waveGapMs;
  }
  return ships;
}

export function initialContext(input: SpaceWarInput): SpaceWarContext {
  return {
    level: input.level,
    classic: isClassic(input.mode),
    props: noProps,
    ships: scheduleShips(input),
    target: null,
    lives: input.level.lives,
    ...newTally(),
    now: 0,
  };
}

/** When every ship is destroyed or through, the round is cleared at the last of those moments. */
function checkCleared(context: SpaceWarContext): SpaceWarContext {
  if (context.endedBy !== null || context.ships.some((s) => s.fate === 'flying')) return context;
  const endedAt = Math.max(...context.ships.map((s) => s.endedAt ?? 0));
  return clearedWithLives(context, endedAt);
}

/** The ships launched at or before t (ships are in launch order; a classic round has thousands). */
function sinceLaunch(ships: readonly Ship[], t: number): readonly Ship[] {
  let lo = 0;
  let hi = ships.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ships[mid]!.spawnAt <= t) lo = mid + 1;
    else hi = mid;
  }
  return ships.slice(0, lo);
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
  // ships are in launch order: the ones launched after t neither start a wave nor escape by t
  const launched = sinceLaunch(context.ships, t);
  for (const s of launched) {
    if (s.spawnAt > from && (s.id === 0 || context.ships[s.id - 1]!.wave !== s.wave)) emitted.push({ type: 'wave.started', wave: s.wave });
  }
  const escaping = launched.filter((s) => s.fate === 'flying' && s.escapeAt <= t).sort((a, b) => a.escapeAt - b.escapeAt || a.id - b.id);
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
  const next: SpaceWarContext = comboBroken({ ...context, ships, lives, target, now: endedAt ?? t });
  if (endedAt !== null) return { context: ended(next, 'lives', endedAt), emitted };
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

/**
 * A judged key at its (world) time: advance the world, then shoot (or miss). Not judged after the
 * round ended. The log gets `loggedAt`, the key's game time (a slowed world runs behind it).
 */
export function applyKey(context: SpaceWarContext, event: { key: string; code: string; timeStamp: number }, loggedAt = event.timeStamp): Step {
  const advanced = advance(context, event.timeStamp);
  if (advanced.context.endedBy !== null) return advanced;
  const emitted = advanced.emitted;
  // a key stamped before the world's time (a clock that stepped back) is judged, and logged, at the world's time,
  // so the server's replay sees the same world when it judges it
  const now = Math.max(advanced.context.now, event.timeStamp);
  const loggedNow = now === event.timeStamp ? loggedAt : gameAt(context.props, now);
  const base: SpaceWarContext = logged({ ...advanced.context, now }, [loggedNow, event.code, event.key]);
  const letter = event.key.toLowerCase();
  const locked = base.target !== null ? base.ships[base.target]! : null;
  const ship = locked ?? lockFor(base, letter, now);
  const expected = ship ? ship.word[ship.typed]! : null;
  if (!ship || expected !== letter) {
    // a miss counts on the key that was due, or on the key pressed when no ship wanted it
    const code = expected !== null ? (keyForChar(expected)?.key.code ?? event.code) : event.code;
    emitted.push({ type: 'key.wrong', code, key: event.key, expected: expected ?? '' });
    return { context: wrongKey(base, code), emitted };
  }
  const counted = rightKey(base, event.code);
  const combo = counted.combo;
  const typed = ship.typed + 1;
  const done = typed === ship.word.length;
  const points = done ? POINTS_PER_LETTER * ship.word.length * multiplierOf(combo) : 0;
  const ships = base.ships.slice();
  ships[ship.id] = { ...ship, typed, fate: done ? 'destroyed' : 'flying', endedAt: done ? now : null };
  if (!locked) emitted.push({ type: 'ship.locked', id: ship.id });
  emitted.push({ type: 'key.correct', code: event.code, key: event.key }, { type: 'ship.hit', id: ship.id, typed });
  if (done) emitted.push({ type: 'ship.destroyed', id: ship.id, word: ship.word, points });
  const next = scored({ ...counted, ships, target: done ? null : ship.id }, points);
  return { context: checkCleared(next), emitted };
}

/** The final state's output. */
export function outcomeOf(context: SpaceWarContext): GameOutcome {
  return tallyOutcome(context, { stars: context.level.stars, props: context.props, unended: 'lives' });
}

/** tickAt, keyAt, propAt and the machine's play rule in world time (core/game/props.ts worldTimeRules: slow, life, hint). */
export const { tickAt, keyAt, propAt, play } = worldTimeRules<SpaceWarContext, SpaceWarEmitted>(advance, applyKey, isJudged);
