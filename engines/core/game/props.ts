import type { EngineEvent } from '../types';
import { PROP_CODE, type KeyLogEntry } from '../keyLog';

/**
 * 道具 (props, VIP): each at most once a round, used at a game time, logged `[ms, PROP_CODE,
 * prop]` and replayed by the server like a key. Pure. A game keeps a PropState in its context,
 * turns every event's game time into world time with worldAt (a slowed world falls behind), and
 * reports durations back in game time with gameDurationOf. engines/README.md, "Classic mode and
 * props", is how a game adopts them.
 */
export const gameProps = ['slow', 'life', 'hint'] as const;
export type GameProp = (typeof gameProps)[number];

/** how long `slow` lasts, in game ms */
export const SLOW_MS = 8000;
/** how fast the world runs while slowed (a power of two, so the time arithmetic stays exact) */
export const SLOW_RATE = 0.5;
/** how long `hint` shows the next key, in world ms */
export const HINT_MS = 5000;

export interface PropState {
  /** the props used this round, in order */
  used: GameProp[];
  /** game time the slow began, null before */
  slowFrom: number | null;
  /** world time the hint began, null before */
  hintFrom: number | null;
}

export const noProps: PropState = { used: [], slowFrom: null, hintFrom: null };

export const isGameProp = (name: string): name is GameProp => (gameProps as readonly string[]).includes(name);

/** The world's time at game time t: the same, except that it runs at SLOW_RATE for SLOW_MS after a slow. */
export function worldAt(props: PropState, t: number): number {
  const s = props.slowFrom;
  if (s === null || t <= s) return t;
  if (t <= s + SLOW_MS) return s + (t - s) * SLOW_RATE;
  return t - SLOW_MS * (1 - SLOW_RATE);
}

/** The game time at which the world reaches w (worldAt's inverse). */
export function gameAt(props: PropState, w: number): number {
  const s = props.slowFrom;
  if (s === null || w <= s) return w;
  if (w <= s + SLOW_MS * SLOW_RATE) return s + (w - s) / SLOW_RATE;
  return w + SLOW_MS * (1 - SLOW_RATE);
}

/**
 * A round's length in game time from its end in world time. Past a slow it is rounded up to the
 * next whole ms so that a replay run to it surely reaches that end (the two conversions may
 * differ in the last bit of a float).
 */
export function gameDurationOf(props: PropState, worldEnd: number): number {
  if (props.slowFrom === null || worldEnd <= props.slowFrom) return worldEnd;
  return Math.ceil(gameAt(props, worldEnd) + 1e-3);
}

/** Whether the world is slowed at world time w. */
export const slowingAt = (props: PropState, w: number): boolean => props.slowFrom !== null && w >= props.slowFrom && w < props.slowFrom + SLOW_MS * SLOW_RATE;

/** Whether the hint shows at world time w. */
export const hintingAt = (props: PropState, w: number): boolean => props.hintFrom !== null && w >= props.hintFrom && w < props.hintFrom + HINT_MS;

/**
 * The props after using `name` at game time t (world time w), or null when it cannot be used: not
 * a prop, used already this round, or `life` in a round without lives. What it does to the game
 * (a life more) is the game's part; slow and hint are kept here.
 */
export function useProp(props: PropState, name: string, t: number, w: number, hasLives: boolean): PropState | null {
  if (!isGameProp(name) || props.used.includes(name)) return null;
  if (name === 'life' && !hasLives) return null;
  return {
    used: [...props.used, name],
    slowFrom: name === 'slow' ? t : props.slowFrom,
    hintFrom: name === 'hint' ? w : props.hintFrom,
  };
}

/** The log entry of a prop used at game time t. */
export const propEntry = (name: GameProp, t: number): KeyLogEntry => [t, PROP_CODE, name];

/** What the HUD shows of the props (GameHud.props). */
export interface PropHud {
  used: GameProp[];
  /** false in games without lives (`life` cannot be used) */
  canLife: boolean;
  slowing: boolean;
  /** the key the hint shows, null when no hint shows */
  hintKey: string | null;
}

export function propHud(props: PropState, w: number, hasLives: boolean, nextKey: () => string | null): PropHud {
  return { used: props.used, canLife: hasLives, slowing: slowingAt(props, w), hintKey: hintingAt(props, w) ? nextKey() : null };
}

/**
 * Why a logged round's props are refused, or null: a name that is no prop, or one prop twice.
 * The server checks this before replaying (VIP is its own check).
 */
export function propLogProblem(log: readonly KeyLogEntry[]): 'unknown' | 'twice' | null {
  const seen = new Set<string>();
  for (const [, code, name] of log) {
    if (code !== PROP_CODE) continue;
    if (!isGameProp(name)) return 'unknown';
    if (seen.has(name)) return 'twice';
    seen.add(name);
  }
  return null;
}

/** The props a log uses, in order. */
export const propsInLog = (log: readonly KeyLogEntry[]): string[] => log.filter(([, code]) => code === PROP_CODE).map(([, , name]) => name);

/** The part of a game's context the world-time rules below read and write. */
export interface PropsContext {
  props: PropState;
  /** non-null once the round is over */
  endedBy: unknown;
  lives: number;
  log: KeyLogEntry[];
}
interface TimedKey {
  key: string;
  code: string;
  timeStamp: number;
}
type PropStep<C, E> = { context: C; emitted: E[] };

/**
 * A game with lives whose world runs in world time (slow) gets its tick, key and prop rules from
 * its own `advance(context, worldTime)` and `applyKey(context, keyAtWorldTime, loggedAt)`:
 * - tickAt: the world at the tick's game time;
 * - keyAt: the key judged at its world time, logged at its game time;
 * - propAt: the world first runs to the prop; then, unless the round is over or the prop was used,
 *   it is logged at its game time and applied (`life`: a life more; slow and hint live in props),
 *   and `{type: 'prop.used', prop}` is emitted;
 * - play: the one game machine's play rule — a key the game judges (`isJudged`) through keyAt, a prop
 *   through propAt, anything else not taken.
 */
export function worldTimeRules<C extends PropsContext, E>(
  advance: (context: C, w: number) => PropStep<C, E>,
  applyKey: (context: C, key: TimedKey, loggedAt: number) => PropStep<C, E>,
  isJudged: (event: EngineEvent) => boolean,
) {
  const rules = {
    tickAt: (context: C, timeStamp: number): PropStep<C, E> => advance(context, worldAt(context.props, timeStamp)),
    keyAt: (context: C, event: TimedKey): PropStep<C, E> => applyKey(context, { ...event, timeStamp: worldAt(context.props, event.timeStamp) }, event.timeStamp),
    propAt(context: C, event: { prop: string; timeStamp: number }): PropStep<C, E> {
      const w = worldAt(context.props, event.timeStamp);
      const ran = advance(context, w);
      const props = ran.context.endedBy === null ? useProp(context.props, event.prop, event.timeStamp, w, true) : null;
      if (!props) return ran;
      const prop = props.used[props.used.length - 1]!;
      const next: C = { ...ran.context, props, lives: ran.context.lives + (prop === 'life' ? 1 : 0), log: [...ran.context.log, propEntry(prop, event.timeStamp)] };
      return { context: next, emitted: [...ran.emitted, { type: 'prop.used', prop } as E] };
    },
    play(context: C, event: EngineEvent): PropStep<C, E> | null {
      if (event.type === 'input.key') return isJudged(event) ? rules.keyAt(context, event) : null;
      if (event.type === 'game.prop') return rules.propAt(context, event);
      return null;
    },
  };
  return rules;
}
