import type { SnapshotFrom } from 'xstate';
import { RACE_PLACE_BONUS } from './car_race.level';
import type { NextKey } from '../../core/types';
import type { GameHud, GameOutcome } from '../../core/game/types';
import { cpmOf } from '../../core/stats';
import { propHud } from '../../core/game/props';
import { paceDistance, START_MS } from './car_race.logic';
import type { carRaceMachine } from './car_race.machine';
import type { CarRaceContext } from './car_race.types';
import { gameOutcome } from '../../core/game/gameSelectors';

export type CarRaceSnapshot = SnapshotFrom<typeof carRaceMachine>;

/**
 * Where pace car `car` is now: its lap (always 0 in a level round) and how far through that lap's
 * passage (0 to 1). Classic laps are in order, so the lap is found by bisection.
 */
export function paceLapOf(context: CarRaceContext, car: 0 | 1): { lap: number; progress: number } {
  if (!context.classic) return { lap: 0, progress: paceDistance(context.pace[car], context.now) / context.chars.length };
  const { laps, now } = context;
  let lo = 0;
  let hi = laps.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (laps[mid]!.pace[car].finishAt <= now) lo = mid + 1;
    else hi = mid;
  }
  const lap = laps[lo]!;
  return { lap: lo, progress: paceDistance(lap.pace[car], now) / lap.chars.length };
}

/**
 * How far along the track each car is (0 at the start line, 1 at the finish): the child's first,
 * then the pace cars. In classic mode each car's place within the lap it is on.
 */
export function carProgress(context: CarRaceContext): [number, number, number] {
  return [context.cursor / context.chars.length, paceLapOf(context, 0).progress, paceLapOf(context, 1).progress];
}

/** The child's place right now (1 = ahead of both pace cars), counting laps in classic mode. */
export function placeNow(context: CarRaceContext): number {
  if (context.place !== null) return context.place;
  const me = context.lap + context.cursor / context.chars.length;
  const ahead = ([0, 1] as const).filter((car) => {
    const p = paceLapOf(context, car);
    return p.lap + p.progress > me;
  });
  return 1 + ahead.length;
}

/** The child's typing speed so far (characters a minute since the green light). */
export function speedOf(context: CarRaceContext): number {
  return cpmOf(context.correct, Math.max(0, (context.endedAt ?? context.now) - START_MS));
}

/** Seconds of the 3-2-1 countdown still to go (0 once the lights are green). */
export function countdownOf(context: CarRaceContext): number {
  return Math.max(0, Math.ceil((START_MS - context.now) / 1000));
}

/** How the HUD's hint names a character: the space bar by its name, anything else as it is. */
export const hintLabel = (key: string): string => (key === ' ' ? '空格' : key);

/** The HUD: lives and no clock in classic mode, a clock and no lives in a level round; the props (VIP) always. */
export function hud(snapshot: CarRaceSnapshot): GameHud {
  const { context } = snapshot;
  return {
    score: context.score,
    combo: context.combo,
    lives: context.lives,
    timeLeftMs: context.classic ? null : Math.max(0, context.limitAt - context.now),
    props: propHud(context.props, context.now, context.lives !== null, () => {
      const next = nextKey(snapshot)?.key;
      return next === undefined ? null : hintLabel(next);
    }),
  };
}

export const outcome: (snapshot: CarRaceSnapshot) => GameOutcome | null = gameOutcome;

/** The child's place from a finished race's outcome (its score holds the place bonus), null when time ran out. */
export function placeOfOutcome(out: GameOutcome): number | null {
  if (out.endedBy !== 'cleared') return null;
  const i = RACE_PLACE_BONUS.findIndex((bonus) => out.score >= bonus);
  return i < 0 ? null : i + 1;
}

const PLACE_HEADLINES = ['第一名冲线！', '第二名冲线！', '第三名冲线！'];

/** The end screen says the place (a classic round, which ends when the hearts are gone, says well done). */
export function overHeadline(out: GameOutcome): string {
  if (out.endedBy === 'lives') return '心用完啦，跑得真棒！';
  const place = placeOfOutcome(out);
  return place === null ? '没赶到终点' : PLACE_HEADLINES[place - 1]!;
}

/** The passage's next character once the lights are green (a 汉字 for the 汉字 levels). */
export function nextKey(snapshot: CarRaceSnapshot): NextKey | null {
  if (snapshot.status === 'done') return null;
  const { context } = snapshot;
  if (context.now < START_MS || context.cursor >= context.chars.length) return null;
  return { key: context.chars[context.cursor]! };
}

