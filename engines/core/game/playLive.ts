import { createActor, type AnyStateMachine, type EmittedFrom, type InputFrom, type EventFromLogic } from 'xstate';
import { gameLogEvent, type KeyLogEntry } from '../keyLog';
import type { EngineEvent } from '../types';

/**
 * A game's actor fed as the host feeds it, for tests: ticks at `hz`, and each logged key, IME
 * commit or prop at its time between them, until the round ends (or `untilMs`). The frame-rate
 * twin of replayGame: a test compares the two to prove an outcome does not depend on the rate.
 */
export function playLive<M extends AnyStateMachine>(machine: M, input: InputFrom<M>, log: readonly KeyLogEntry[], hz = 60, untilMs = 600_000) {
  const actor = createActor(machine, { input });
  const emitted: EmittedFrom<M>[] = [];
  actor.on('*', (e) => void emitted.push(e as EmittedFrom<M>));
  actor.start();
  const active = () => (actor.getSnapshot() as { status: string }).status === 'active';
  const send = (event: EngineEvent) => actor.send(event as EventFromLogic<M>);
  send({ type: 'game.start', timeStamp: 0 });
  let now = 0;
  let k = 0;
  while (active() && now < untilMs) {
    const next = Math.min(untilMs, now + 1000 / hz);
    while (k < log.length && log[k]![0] <= next && active()) {
      send(gameLogEvent(log[k++]!));
    }
    if (active()) send({ type: 'clock.tick', dt: next - now, timeStamp: next });
    now = next;
  }
  return { actor, emitted, snapshot: actor.getSnapshot() };
}
