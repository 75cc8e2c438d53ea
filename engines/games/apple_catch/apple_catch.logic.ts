import type { EngineEvent } from '../../core/types';
import { numpadKeyForChar } from '../../core/keyboard';
import { accuracyOf, addKey } from '../../core/stats';
import { createRandom, type Random } from '../../core/game/random';
import type { GameOutcome } from '../../core/game/types';
import { CLASSIC_END_MS, CLASSIC_WORD_STEP_MS, classicCount, classicMs, isClassic } from '../../core/game/classicCurve';
import { gameAt, gameDurationOf, noProps, worldTimeRules } from '../../core/game/props';
import { starsForScore } from '../../../contract/games/common';
import type { AppleCatchLevel, AppleNumbers } from '../../../contract/games/apple_catch';
import type { Apple, AppleCatchContext, AppleCatchEmitted, AppleCatchInput, Step } from './apple_catch.types';

/** the first apple grows on the tree this long after the round begins (time to look at the field) */
export const FIRST_APPLE_MS = 1500;
/** points per digit of a caught apple's number, before the combo multiplier */
export const POINTS_PER_DIGIT = 10;
/** bonus per life left when every apple has come down */
export const LIFE_BONUS = 50;
/** an apple keeps at least this far across the field from the one before it (room for long numbers) */
const MIN_X_GAP = 0.28;
/** price endings a shop really uses */
const CENTS = ['00', '50', '80', '90', '99', '20', '30', '60', '88', '95', '45', '25', '10', '70'];
/** the second digit of a Chinese mobile number */
const PHONE_SECOND = ['3', '5', '7', '8', '9'];

/** The combo multiplier: ×1, then one more for every 10 right keys in a row, at most ×4. */
export function multiplierOf(combo: number): number {
  return 1 + Math.min(3, Math.floor(combo / 10));
}

/** digits in a number (the '.' of a price scores nothing) */
export const digitsOf = (n: string): number => n.replace('.', '').length;

/** One number of the level's kind: 7, 305, 12.50, 13812345678. */
export function makeNumber(numbers: AppleNumbers, rng: Random): string {
  if (numbers.kind === 'whole') return String(rng.int(numbers.min, numbers.max));
  if (numbers.kind === 'price') return `${rng.int(0, numbers.maxYuan)}.${rng.pick(CENTS)}`;
  let phone = `1${rng.pick(PHONE_SECOND)}`;
  while (phone.length < 11) phone += String(rng.int(0, 9));
  return phone;
}

const lerp = ([first, last]: readonly [number, number], i: number, n: number) => Math.round(n > 1 ? first + ((last - first) * i) / (n - 1) : first);

/**
 * The rungs numbers climb in a classic round, each a key or so longer than the one before: one,
 * two, three digits, then prices (with the '.'), longer whole numbers and prices, phone numbers last.
 */
const CLASSIC_LADDER: readonly AppleNumbers[] = [
  { kind: 'whole', min: 1, max: 9 },
  { kind: 'whole', min: 10, max: 99 },
  { kind: 'whole', min: 100, max: 999 },
  { kind: 'price', maxYuan: 9 },
  { kind: 'price', maxYuan: 99 },
  { kind: 'whole', min: 1000, max: 9999 },
  { kind: 'price', maxYuan: 999 },
  { kind: 'whole', min: 10000, max: 99999 },
  { kind: 'price', maxYuan: 9999 },
  { kind: 'phone' },
];

/** the ladder's rung a level's numbers are on: the same kind, as many digits */
function rungOf(numbers: AppleNumbers): number {
  if (numbers.kind === 'phone') return CLASSIC_LADDER.length - 1;
  const digits = String(numbers.kind === 'whole' ? numbers.max : numbers.maxYuan).length;
  const i = CLASSIC_LADDER.findIndex((n) => n.kind === numbers.kind && String(n.kind === 'whole' ? n.max : n.kind === 'price' ? n.maxYuan : 0).length === digits);
  return Math.max(0, i);
}

/**
 * The numbers of a classic round at world time t: the level's own to begin with, then a rung up
 * the ladder every CLASSIC_WORD_STEP_MS (more digits, then decimals), up to phone numbers.
 */
export function classicNumbers(numbers: AppleNumbers, t: number): AppleNumbers {
  const step = Math.floor(Math.max(0, t) / CLASSIC_WORD_STEP_MS);
  if (step === 0) return numbers;
  return CLASSIC_LADDER[Math.min(CLASSIC_LADDER.length - 1, rungOf(numbers) + step)]!;
}

/** One apple to grow: when, how long it falls, what numbers it may carry, and the gap to the next. */
interface ApplePlan {
  spawnAt: number;
  fallMs: number;
  numbers: AppleNumbers;
  gapMs: number;
}

/** A level's own apples: falls and gaps from the first apple's to the last's. */
function* levelPlan(level: AppleCatchLevel): Generator<ApplePlan> {
  let t = FIRST_APPLE_MS;
  for (let i = 0; i < level.apples; i += 1) {
    const gapMs = lerp(level.gapMs, i, level.apples);
    yield { spawnAt: t, fallMs: lerp(level.fallMs, i, level.apples), numbers: level.numbers, gapMs };
    t += gapMs;
  }
}

/**
 * A classic round's apples from the level's first apple (the opening) until CLASSIC_END_MS: they
 * fall faster (classicMs), more hang at once (the opening's count, one more each ramp: the gap
 * shrinks faster than the fall) and the numbers grow longer (classicNumbers).
 */
function* classicPlan(level: AppleCatchLevel): Generator<ApplePlan> {
  const [fall0] = level.fallMs;
  const [gap0] = level.gapMs;
  const atOnce = Math.max(1, Math.round(fall0 / gap0));
  for (let t = FIRST_APPLE_MS; t < CLASSIC_END_MS; ) {
    const gapMs = Math.max(1, Math.round((classicMs(gap0, t) * atOnce) / classicCount(atOnce, t)));
    yield { spawnAt: t, fallMs: classicMs(fall0, t), numbers: classicNumbers(level.numbers, t), gapMs };
    t += gapMs;
  }
}

/**
 * The round's apples, all decided up front from the seed: when each grows, how long it falls
 * (later apples faster), its number (never one already on the field) and its place across the
 * tree. Classic mode: classicPlan.
 */
export function scheduleApples({ level, seed, mode }: AppleCatchInput): Apple[] {
  const rng = createRandom(seed);
  const apples: Apple[] = [];
  // apples still falling at the spawn time (spawn times only grow: an apple gone stays gone)
  let inFlight: Apple[] = [];
  for (const plan of isClassic(mode) ? classicPlan(level) : levelPlan(level)) {
    const { spawnAt } = plan;
    inFlight = inFlight.filter((a) => a.groundAt > spawnAt);
    const onField = new Set(inFlight.map((a) => a.number));
    let number = makeNumber(plan.numbers, rng);
    for (let tries = 0; onField.has(number) && tries < 20; tries += 1) number = makeNumber(plan.numbers, rng);
    const prev = apples[apples.length - 1];
    let x = rng.range(0.12, 0.88);
    for (let tries = 0; prev && Math.abs(x - prev.x) < MIN_X_GAP && tries < 8; tries += 1) x = rng.range(0.12, 0.88);
    const apple: Apple = { id: apples.length, number, x, spawnAt, groundAt: spawnAt + plan.fallMs, fate: 'falling', endedAt: null };
    apples.push(apple);
    inFlight.push(apple);
  }
  return apples;
}

export function initialContext(input: AppleCatchInput): AppleCatchContext {
  return {
    level: input.level,
    classic: isClassic(input.mode),
    props: noProps,
    apples: scheduleApples(input),
    caught: 0,
    entry: '',
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

/** the index of the first apple grown after t (apples are in growing order) */
function grownBy(apples: readonly Apple[], t: number): number {
  let lo = 0;
  let hi = apples.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (apples[mid]!.spawnAt <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The apples that may still be falling at some time after `from`, grown by `to`: those grown
 * less than the longest fall before `from` (every apple before them is down by then) — a short
 * slice, never the whole of a classic round's thousands.
 */
function recentApples(context: AppleCatchContext, from: number, to: number): Apple[] {
  const longest = Math.max(context.level.fallMs[0], context.level.fallMs[1]);
  return context.apples.slice(grownBy(context.apples, from - longest - 1), grownBy(context.apples, to));
}

/** Apples on the field at `now`: grown and neither caught nor on the ground. */
export function applesOnField(context: AppleCatchContext, now = context.now): Apple[] {
  return recentApples(context, now, now).filter((a) => a.fate === 'falling');
}

/** how far an apple has come from the tree toward the ground at `now`: 0..1 */
export const fallOf = (a: Apple, now: number): number => Math.min(1, Math.max(0, (now - a.spawnAt) / (a.groundAt - a.spawnAt)));

/**
 * The apple the entry box is typing: of the apples on the field whose number starts with the
 * entry, the one that lands first (the first grown on a tie). With an empty entry, the apple that lands first.
 */
export function targetOf(context: AppleCatchContext, entry = context.entry): Apple | null {
  let best: Apple | null = null;
  for (const a of applesOnField(context)) {
    if (!a.number.startsWith(entry)) continue;
    if (!best || a.groundAt < best.groundAt || (a.groundAt === best.groundAt && a.id < best.id)) best = a;
  }
  return best;
}

/** The key a good player presses next: the target's next character, or Enter once its number is complete. */
export function expectedKey(context: AppleCatchContext): string | null {
  const target = targetOf(context);
  if (!target) return null;
  return context.entry === target.number ? 'Enter' : target.number[context.entry.length]!;
}

/** When every apple is caught or down, the round is cleared at the last of those moments. */
function checkCleared(context: AppleCatchContext): AppleCatchContext {
  if (context.endedBy !== null || context.apples[context.apples.length - 1]?.fate === 'falling' || context.apples.some((a) => a.fate === 'falling')) return context;
  const endedAt = Math.max(...context.apples.map((a) => a.endedAt ?? 0));
  return { ...context, endedBy: 'cleared', endedAt, now: endedAt, score: context.score + context.lives * LIFE_BONUS };
}

/**
 * The world at time `t`: apples that reached the ground since `now`, in the order they landed
 * (by time, then id), each costing a life and the combo; the round ends at the landing that takes
 * the last life. An entry no apple on the field starts with any more is emptied. Depends only on
 * `t`, never on how often it is called.
 */
export function advance(context: AppleCatchContext, t: number): Step {
  if (context.endedBy !== null || t <= context.now) return { context, emitted: [] };
  const landing = recentApples(context, context.now, t).filter((a) => a.fate === 'falling' && a.groundAt <= t).sort((a, b) => a.groundAt - b.groundAt || a.id - b.id);
  if (landing.length === 0) return { context: { ...context, now: t }, emitted: [] };
  const emitted: AppleCatchEmitted[] = [];
  const apples = context.apples.slice();
  let lives = context.lives;
  let endedAt: number | null = null;
  for (const a of landing) {
    apples[a.id] = { ...a, fate: 'dropped', endedAt: a.groundAt };
    lives -= 1;
    emitted.push({ type: 'apple.dropped', id: a.id, lives });
    if (lives <= 0) {
      endedAt = a.groundAt;
      break;
    }
  }
  const next: AppleCatchContext = { ...context, apples, lives, combo: 0, now: endedAt ?? t };
  if (endedAt !== null) return { context: { ...next, endedBy: 'lives', endedAt }, emitted };
  if (next.entry !== '' && !targetOf(next)) {
    next.entry = '';
    emitted.push({ type: 'entry.changed', entry: '' });
  }
  return { context: checkCleared(next), emitted };
}

/** Keys a round judges: digits, '.' and Enter. Everything else is ignored and not logged. */
export function isJudged(event: EngineEvent): boolean {
  return event.type === 'input.key' && (/^[0-9.]$/.test(event.key) || event.key === 'Enter');
}

/** the number-pad code a key is counted on */
const padCode = (key: string, fallback: string) => numpadKeyForChar(key)?.code ?? fallback;

/**
 * A judged key at its (world) time: advance the world, then type into the entry box (a digit or '.' that
 * keeps it the start of some apple's number) or catch (Enter on a whole number). Anything else is
 * a wrong key: the basket shakes, the combo breaks, the entry stays. Not judged after the round
 * ended. The log gets `loggedAt`, the key's game time (a slowed world runs behind it).
 */
export function applyKey(context: AppleCatchContext, event: { key: string; code: string; timeStamp: number }, loggedAt = event.timeStamp): Step {
  const advanced = advance(context, event.timeStamp);
  if (advanced.context.endedBy !== null) return advanced;
  const emitted = advanced.emitted;
  // a key stamped before the world's time (a clock that stepped back) is judged, and logged, at the world's time,
  // so the server's replay sees the same world when it judges it
  const now = Math.max(advanced.context.now, event.timeStamp);
  const logged = now === event.timeStamp ? loggedAt : gameAt(context.props, now);
  const base: AppleCatchContext = { ...advanced.context, now, log: [...advanced.context.log, [logged, event.code, event.key]] };
  const caught = event.key === 'Enter' && base.entry !== '' ? applesOnField(base).filter((a) => a.number === base.entry).sort((a, b) => a.groundAt - b.groundAt || a.id - b.id)[0] : undefined;
  const typed = event.key !== 'Enter' && targetOf(base, base.entry + event.key) ? base.entry + event.key : null;
  if (!caught && typed === null) {
    const expected = expectedKey(base);
    const code = expected !== null ? padCode(expected, event.code) : event.code;
    emitted.push({ type: 'key.wrong', code, key: event.key, expected: expected ?? '' });
    return { context: { ...base, wrong: base.wrong + 1, combo: 0, keyStats: addKey(base.keyStats, code, false) }, emitted };
  }
  const combo = base.combo + 1;
  const counted: AppleCatchContext = {
    ...base,
    combo,
    maxCombo: Math.max(base.maxCombo, combo),
    correct: base.correct + 1,
    keyStats: addKey(base.keyStats, event.code, true),
  };
  emitted.push({ type: 'key.correct', code: event.code, key: event.key });
  if (typed !== null) {
    emitted.push({ type: 'entry.changed', entry: typed });
    return { context: { ...counted, entry: typed }, emitted };
  }
  const apple = caught!;
  const points = POINTS_PER_DIGIT * digitsOf(apple.number) * multiplierOf(combo);
  const apples = base.apples.slice();
  apples[apple.id] = { ...apple, fate: 'caught', endedAt: now };
  emitted.push({ type: 'apple.caught', id: apple.id, points }, { type: 'entry.changed', entry: '' });
  return { context: checkCleared({ ...counted, apples, caught: base.caught + 1, entry: '', score: base.score + points }), emitted };
}

/** The final state's output. */
export function outcomeOf(context: AppleCatchContext): GameOutcome {
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
export const { tickAt, keyAt, propAt, play } = worldTimeRules<AppleCatchContext, AppleCatchEmitted>(advance, applyKey, isJudged);
