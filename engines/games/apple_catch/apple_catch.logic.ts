import type { EngineEvent } from '../../core/types';
import { numpadKeyForChar } from '../../core/keyboard';
import type { GameOutcome } from '../../core/game/types';
import { isClassic } from '../../core/game/classicCurve';
import { gameAt, noProps, worldTimeRules } from '../../core/game/props';
import { clearedWithLives, comboBroken, ended, logged, multiplierOf, newTally, rightKey, scored, tallyOutcome, wrongKey } from '../../core/game/tally.logic';
import type { Apple, AppleCatchContext, AppleCatchEmitted, AppleCatchInput, Step } from './apple_catch.types';
import { scheduleApples } from './appleSchedule.logic';

export { classicNumbers, FIRST_APPLE_MS, scheduleApples } from './appleSchedule.logic';

/** points per digit of a caught apple's number, before the combo multiplier */
export const POINTS_PER_DIGIT = 10;

/** digits in a number (the '.' of a price scores nothing) */
export const digitsOf = (n: string): number => n.replace('.', '').length;

export function initialContext(input: AppleCatchInput): AppleCatchContext {
  return {
    level: input.level,
    classic: isClassic(input.mode),
    props: noProps,
    apples: scheduleApples(input),
    caught: 0,
    entry: '',
    lives: input.level.lives,
    ...newTally(),
    now: 0,
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
  return clearedWithLives(context, endedAt);
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
  const next: AppleCatchContext = comboBroken({ ...context, apples, lives, now: endedAt ?? t });
  if (endedAt !== null) return { context: ended(next, 'lives', endedAt), emitted };
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
  const loggedNow = now === event.timeStamp ? loggedAt : gameAt(context.props, now);
  const base: AppleCatchContext = logged({ ...advanced.context, now }, [loggedNow, event.code, event.key]);
  const caught = event.key === 'Enter' && base.entry !== '' ? applesOnField(base).filter((a) => a.number === base.entry).sort((a, b) => a.groundAt - b.groundAt || a.id - b.id)[0] : undefined;
  const typed = event.key !== 'Enter' && targetOf(base, base.entry + event.key) ? base.entry + event.key : null;
  if (!caught && typed === null) {
    const expected = expectedKey(base);
    const code = expected !== null ? padCode(expected, event.code) : event.code;
    emitted.push({ type: 'key.wrong', code, key: event.key, expected: expected ?? '' });
    return { context: wrongKey(base, code), emitted };
  }
  const counted = rightKey(base, event.code);
  const combo = counted.combo;
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
  return { context: checkCleared(scored({ ...counted, apples, caught: base.caught + 1, entry: '' }, points)), emitted };
}

/** The final state's output. */
export function outcomeOf(context: AppleCatchContext): GameOutcome {
  return tallyOutcome(context, { stars: context.level.stars, props: context.props, unended: 'lives' });
}

/** tickAt, keyAt, propAt and the machine's play rule in world time (core/game/props.ts worldTimeRules: slow, life, hint). */
export const { tickAt, keyAt, propAt, play } = worldTimeRules<AppleCatchContext, AppleCatchEmitted>(advance, applyKey, isJudged);
