import type { SnapshotFrom } from 'xstate';
import type { EngineResult, LiveStats, NextKey } from '../../core/types';
import type { GameHud, GameOutcome } from '../../core/game/types';
import { accuracyOf, cpmOf } from '../../core/stats';
import { expectedKey } from './apple_catch.logic';
import type { appleCatchMachine } from './apple_catch.machine';
import { gameOutcome, gameResult, livesGameHud } from '../../core/game/gameSelectors';

export type AppleCatchSnapshot = SnapshotFrom<typeof appleCatchMachine>;

export function hud(snapshot: AppleCatchSnapshot): GameHud {
  return livesGameHud(snapshot.context, () => nextKey(snapshot)?.key ?? null);
}

export const outcome: (snapshot: AppleCatchSnapshot) => GameOutcome | null = gameOutcome;

/**
 * The next character of the apple being typed (the one that lands first when nothing is typed),
 * or Enter once its number is whole: '7', '.', 'Enter' — keys a keyboard, or playwright, can press.
 */
export function nextKey(snapshot: AppleCatchSnapshot): NextKey | null {
  if (snapshot.status === 'done' || snapshot.value !== 'playing') return null;
  const key = expectedKey(snapshot.context);
  return key === null ? null : { key };
}

export function stats(snapshot: AppleCatchSnapshot): LiveStats {
  const { context } = snapshot;
  // a classic round has no end to measure progress against (and thousands of apples): 0
  const resolved = context.classic ? 0 : context.apples.filter((a) => a.fate !== 'falling').length;
  const total = context.classic ? 0 : context.apples.length;
  return {
    cpm: cpmOf(context.correct, context.now),
    accuracy: accuracyOf(context.correct, context.wrong),
    elapsedMs: context.now,
    correct: context.correct,
    wrong: context.wrong,
    progress: context.classic ? 0 : total > 0 ? resolved / total : 1,
  };
}

export const result: (snapshot: AppleCatchSnapshot) => EngineResult | null = gameResult;
