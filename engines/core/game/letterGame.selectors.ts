import type { AnyMachineSnapshot } from 'xstate';
import type { NextKey } from '../types';
import type { GameHud, GameOutcome } from './types';
import type { LetterGameContext } from './letterGame.machine';
import { liveAt, type Target } from './letterTargets.logic';
import { propHud } from './props';
import { gameOutcome } from './gameSelectors';

/**
 * What the host and scenes of letter-target games (打地鼠, 气球) read from a snapshot. Pure.
 * Snapshots are typed loosely (any letter game's snapshot) and read through `context`.
 */
type Snap = Pick<AnyMachineSnapshot, 'status' | 'output'> & { context: LetterGameContext };

/** A letter game's snapshot as its scene reads it (the kit also reads `value`: playing, paused). */
export type LetterSnapshot = Snap & Pick<AnyMachineSnapshot, 'value'>;

export function hud(snapshot: Snap): GameHud {
  const { round, rules, classic, props } = snapshot.context;
  return {
    score: round.score,
    combo: round.combo,
    lives: round.lives,
    // a classic round has no clock to show: it runs until the lives are gone
    timeLeftMs: rules.durationMs === null || classic ? null : Math.max(0, rules.durationMs - round.now),
    props: propHud(props, round.now, round.lives !== null, () => nextKey(snapshot)?.key ?? null),
  };
}

export const outcome: (snapshot: Snap) => GameOutcome | null = gameOutcome;

/** The letter of the target closest to escaping (the finger pointer shows it), null when none shows. */
export function nextKey(snapshot: Snap): NextKey | null {
  if (snapshot.status === 'done') return null;
  const { round } = snapshot.context;
  const first = liveAt(round, round.now)[0];
  return first ? { key: first.letter } : null;
}

/** Targets to draw at `now`: showing ones, plus hit or escaped ones for `linger` ms after (their exit animation). */
export function targetsToDraw(targets: readonly Target[], now: number, linger: number): Target[] {
  return targets.filter((t) => t.spawnAt <= now && (t.fate === 'live' ? t.endAt > now - linger : (t.endedAt ?? 0) > now - linger));
}
