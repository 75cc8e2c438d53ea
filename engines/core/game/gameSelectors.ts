import type { GameHud, GameOutcome } from './types';
import { propHud, type PropsContext } from './props';

/** What every game's selectors read of a snapshot of the one game machine (stepGame.machine.ts). */
interface DoneSnapshot {
  status: string;
  output?: unknown;
}

/** The round's outcome once the machine is done, else null. The same for every game. */
export function gameOutcome(snapshot: DoneSnapshot): GameOutcome | null {
  return snapshot.status === 'done' ? (snapshot.output as GameOutcome) : null;
}

/**
 * The HUD of a game with lives and no clock (接苹果, 青蛙过河, 太空大战 — in both modes a round ends
 * when the targets or the lives are gone): score, combo, lives and the prop bar with the hint key.
 */
export function livesGameHud(context: PropsContext & { score: number; combo: number; now: number }, nextKey: () => string | null): GameHud {
  return { score: context.score, combo: context.combo, lives: context.lives, timeLeftMs: null, props: propHud(context.props, context.now, true, nextKey) };
}
