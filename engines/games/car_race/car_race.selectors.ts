import type { SnapshotFrom } from 'xstate';
import { RACE_PLACE_BONUS } from '../../../contract/games/car_race';
import type { EngineResult, LiveStats, NextKey } from '../../core/types';
import type { GameHud, GameOutcome } from '../../core/game/types';
import { accuracyOf, cpmOf } from '../../core/stats';
import { paceDistance, START_MS } from './car_race.logic';
import type { carRaceMachine } from './car_race.machine';
import type { CarRaceContext } from './car_race.types';
import { gameOutcome, gameResult } from '../../core/game/gameSelectors';

export type CarRaceSnapshot = SnapshotFrom<typeof carRaceMachine>;

/** How far along the track each car is (0 at the start line, 1 at the finish): the child's first, then the pace cars. */
export function carProgress(context: CarRaceContext): [number, number, number] {
  const total = context.chars.length;
  return [context.cursor / total, paceDistance(context.pace[0], context.now) / total, paceDistance(context.pace[1], context.now) / total];
}

/** The child's place right now (1 = ahead of both pace cars). */
export function placeNow(context: CarRaceContext): number {
  if (context.place !== null) return context.place;
  const [me, a, b] = carProgress(context);
  return 1 + (a > me ? 1 : 0) + (b > me ? 1 : 0);
}

/** The child's typing speed so far (characters a minute since the green light). */
export function speedOf(context: CarRaceContext): number {
  return cpmOf(context.correct, Math.max(0, (context.endedAt ?? context.now) - START_MS));
}

/** Seconds of the 3-2-1 countdown still to go (0 once the lights are green). */
export function countdownOf(context: CarRaceContext): number {
  return Math.max(0, Math.ceil((START_MS - context.now) / 1000));
}

export function hud(snapshot: CarRaceSnapshot): GameHud {
  const { context } = snapshot;
  return { score: context.score, combo: context.combo, lives: null, timeLeftMs: Math.max(0, context.limitAt - context.now) };
}

export const outcome: (snapshot: CarRaceSnapshot) => GameOutcome | null = gameOutcome;

/** The child's place from a finished race's outcome (its score holds the place bonus), null when time ran out. */
export function placeOfOutcome(out: GameOutcome): number | null {
  if (out.endedBy !== 'cleared') return null;
  const i = RACE_PLACE_BONUS.findIndex((bonus) => out.score >= bonus);
  return i < 0 ? null : i + 1;
}

const PLACE_HEADLINES = ['第一名冲线！', '第二名冲线！', '第三名冲线！'];

/** The end screen says the place. */
export function overHeadline(out: GameOutcome): string {
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

export function stats(snapshot: CarRaceSnapshot): LiveStats {
  const { context } = snapshot;
  return {
    cpm: speedOf(context),
    accuracy: accuracyOf(context.correct, context.wrong),
    elapsedMs: context.now,
    correct: context.correct,
    wrong: context.wrong,
    progress: context.cursor / context.chars.length,
  };
}

export const result: (snapshot: CarRaceSnapshot) => EngineResult | null = gameResult;
