import type { EngineResult } from '../../engines/core/types';
import type { ProgressBody } from '../../contract/student';
import type { KeyLogEntry } from '../../engines/core/keyLog';

/** A client-made attempt id: the server stores an attempt once however often it is sent. */
export function newAttemptId(): string {
  return crypto.randomUUID();
}

/** The progress body for a finished chapter (API.md POST student/progress). */
export function progressBody(attemptId: string, chapterId: string, result: EngineResult, log?: readonly KeyLogEntry[]): ProgressBody {
  return {
    attemptId,
    chapterId,
    durationMs: Math.max(1, Math.round(result.durationMs)),
    correct: result.correct,
    wrong: result.wrong,
    cpm: Math.round(result.cpm * 10) / 10,
    accuracy: Math.min(100, Math.round(result.accuracy * 10) / 10),
    keyStats: result.keyStats,
    ...(result.pinyinStats ? { pinyinStats: result.pinyinStats } : {}),
    // the run's key log: the server replays it and keeps it for the class teacher's replay (contract/replay.ts)
    ...(log?.length ? { log: [...log] } : {}),
  };
}

/**
 * The key log of the chapter run on the stage (ChapterStage onLogged): `finish()` when the run is
 * over (keys after it are not the attempt's), `clear()` when a new run starts.
 */
export function runLog() {
  const entries: KeyLogEntry[] = [];
  let open = true;
  return {
    entries,
    onLogged: (entry: KeyLogEntry) => void (open && entries.push(entry)),
    finish: () => void (open = false),
    clear: () => {
      entries.splice(0);
      open = true;
    },
  };
}

/** Retries a send a few times with growing pauses; the attempt id makes the retries harmless. */
export async function withRetry<T>(send: () => Promise<T>, tries = 3, pauseMs = 800): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return await send();
    } catch (error) {
      lastError = error;
      // A business refusal (validation, no permission) will not change on retry.
      if (typeof (error as { status?: unknown }).status === 'number' && (error as { status: number }).status !== 50000) throw error;
      await new Promise((r) => setTimeout(r, pauseMs * (i + 1)));
    }
  }
  throw lastError;
}
