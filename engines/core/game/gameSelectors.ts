import type { EngineResult } from '../types';
import { cpmOf } from '../stats';
import type { GameOutcome } from './types';

/** What every game's selectors read of a snapshot of the one game machine (stepGame.machine.ts). */
interface DoneSnapshot {
  status: string;
  output?: unknown;
}

/** The round's outcome once the machine is done, else null. The same for every game. */
export function gameOutcome(snapshot: DoneSnapshot): GameOutcome | null {
  return snapshot.status === 'done' ? (snapshot.output as GameOutcome) : null;
}

/** A finished round as the host's EngineResult (what a chapter's result card and key stats read). */
export function gameResult(snapshot: DoneSnapshot): EngineResult | null {
  const out = gameOutcome(snapshot);
  if (!out) return null;
  return { durationMs: out.durationMs, correct: out.correct, wrong: out.wrong, cpm: cpmOf(out.correct, out.durationMs), accuracy: out.accuracy, keyStats: out.keyStats, stars: out.stars, score: out.score };
}
