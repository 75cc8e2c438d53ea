import { createRandom, type Random } from '../../core/game/random';
import { CLASSIC_END_MS, CLASSIC_WORD_STEP_MS, classicCount, classicMs, isClassic } from '../../core/game/classicCurve';
import type { AppleCatchLevel, AppleNumbers } from './apple_catch.level';
import type { Apple, AppleCatchInput } from './apple_catch.types';

/**
 * The round's apples planned up front from the seed (apple_catch.logic.ts re-exports it): the
 * numbers of the level's kind, the classic round's ladder of longer numbers, and each apple's
 * time, fall and place across the tree.
 */

/** the first apple grows on the tree this long after the round begins (time to look at the field) */
export const FIRST_APPLE_MS = 1500;
/** an apple keeps at least this far across the field from the one before it (room for long numbers) */
const MIN_X_GAP = 0.28;
/** price endings a shop really uses */
const CENTS = ['00', '50', '80', '90', '99', '20', '30', '60', '88', '95', '45', '25', '10', '70'];
/** the second digit of a Chinese mobile number */
const PHONE_SECOND = ['3', '5', '7', '8', '9'];
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
