import { createActor, type AnyStateMachine } from 'xstate';
import type { GameInput, GameOutcome } from './types';
import { gameLogEvent, type KeyLogEntry } from '../keyLog';

/**
 * Replays a round: the game's machine with (level, seed), the logged keys at their times, ticks
 * every `tickMs` between them (any rate gives the same outcome), and a last tick at `endMs`.
 * Used by the server to score a round and by tests to prove frame-rate independence. Pure.
 * Throws when the machine fails (an action threw).
 */
export function replayGame(machine: AnyStateMachine, input: GameInput, log: readonly KeyLogEntry[], endMs: number, tickMs = 1000 / 60): GameOutcome | null {
  const actor = createActor(machine, { input });
  // A machine that throws (a crafted log meeting a bug) must not become an unhandled error, which
  // would take a server process down: it is caught here and thrown to the caller instead.
  let failure: unknown = null;
  actor.subscribe({ error: (err) => void (failure = err ?? new Error('game machine failed')) });
  actor.start();
  let now = 0;
  const tickTo = (until: number) => {
    while (now + tickMs < until && actor.getSnapshot().status === 'active') {
      const next = now + tickMs;
      actor.send({ type: 'clock.tick', dt: next - now, timeStamp: next });
      now = next;
    }
  };
  actor.send({ type: 'game.start', timeStamp: 0 });
  for (const entry of log) {
    const ms = entry[0];
    if (actor.getSnapshot().status !== 'active') break;
    tickTo(ms);
    // the round may have ended inside those ticks: a key after its end is not judged
    if (actor.getSnapshot().status !== 'active') break;
    actor.send(gameLogEvent(entry));
    now = Math.max(now, ms);
  }
  tickTo(endMs);
  if (actor.getSnapshot().status === 'active') actor.send({ type: 'clock.tick', dt: Math.max(0, endMs - now), timeStamp: endMs });
  const snapshot = actor.getSnapshot();
  actor.stop();
  if (snapshot.status === 'error') throw failure ?? new Error('game machine failed');
  return snapshot.status === 'done' ? (snapshot.output as GameOutcome) : null;
}
