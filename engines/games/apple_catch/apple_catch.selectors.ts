import type { SnapshotFrom } from 'xstate';
import type { NextKey } from '../../core/types';
import type { GameHud, GameOutcome } from '../../core/game/types';
import { expectedKey } from './apple_catch.logic';
import type { appleCatchMachine } from './apple_catch.machine';
import { gameOutcome, livesGameHud } from '../../core/game/gameSelectors';

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

