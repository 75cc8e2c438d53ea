import type { SnapshotFrom } from 'xstate';
import type { NextKey } from '../../core/types';
import type { GameHud, GameOutcome } from '../../core/game/types';
import { lockFor } from './space_war.logic';
import type { spaceWarMachine } from './space_war.machine';
import type { Ship, SpaceWarContext } from './space_war.types';
import { gameOutcome, livesGameHud } from '../../core/game/gameSelectors';

export type SpaceWarSnapshot = SnapshotFrom<typeof spaceWarMachine>;

/** How far down the field a ship is at `now`: 0 at the top, 1 at the bottom. */
export function progressOf(ship: Ship, now: number): number {
  return Math.min(1, Math.max(0, (now - ship.spawnAt) / (ship.escapeAt - ship.spawnAt)));
}

/** Ships on the field at `now` (launched and neither destroyed nor through). */
export function shipsInFlight(context: SpaceWarContext): Ship[] {
  return context.ships.filter((s) => s.fate === 'flying' && s.spawnAt <= context.now);
}

/** The wave now on the field (0-based), and how many there are (null in classic mode: no end). */
export function waveOf(context: SpaceWarContext): { wave: number; waves: number | null } {
  let wave = 0;
  for (const s of context.ships) {
    if (s.spawnAt > context.now) break;
    wave = s.wave;
  }
  return { wave, waves: context.classic ? null : context.level.waves.length };
}

export function hud(snapshot: SpaceWarSnapshot): GameHud {
  return livesGameHud(snapshot.context, () => nextKey(snapshot)?.key ?? null);
}

export const outcome: (snapshot: SpaceWarSnapshot) => GameOutcome | null = gameOutcome;

/** The locked ship's next letter, else the first letter of the lowest ship on the field. */
export function nextKey(snapshot: SpaceWarSnapshot): NextKey | null {
  if (snapshot.status === 'done') return null;
  const { context } = snapshot;
  if (context.target !== null) {
    const ship = context.ships[context.target]!;
    return { key: ship.word[ship.typed]! };
  }
  let lowest: Ship | null = null;
  for (const s of shipsInFlight(context)) if (!lowest || progressOf(s, context.now) > progressOf(lowest, context.now)) lowest = s;
  return lowest && lockFor(context, lowest.word[0]!, context.now) ? { key: lowest.word[0]! } : null;
}

