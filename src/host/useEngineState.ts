import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

/**
 * How React parts read an engine's state (the HUD, the pause veil): @xstate/react's useSelector on
 * the actor the host runs. A part re-renders only when what it picks changes — pick primitives or
 * a small flat object (compared shallowly), never the snapshot or the context, or it would
 * re-render on every key and every frame. Values that change every frame (a game's clock) stay on
 * the host's direct path (docs/ARCHITECTURE.md, "React and the engine").
 */

/** The actor a stage hands its parts: null until the canvas is ready (and after it is gone). */
export type EngineActor = AnyActorRef | null;

type Snapshot = ReturnType<AnyActorRef['getSnapshot']>;

/** The actor's session is paused (session.pause): flips twice per pause, nothing in between. */
export function isPausedSnapshot(snapshot: Snapshot | undefined): boolean {
  return snapshot?.status === 'active' && snapshot.value === 'paused';
}

export function useEnginePaused(actor: EngineActor): boolean {
  return useSelector(actor ?? undefined, isPausedSnapshot);
}

/**
 * A value picked from the actor's snapshots (`fallback` while there is no actor), compared
 * shallowly: an object of the same primitives as last time does not re-render.
 */
export function useEngineValue<T>(actor: EngineActor, pick: (snapshot: Snapshot) => T, fallback: T): T {
  return useSelector(actor ?? undefined, (s: Snapshot | undefined) => (s === undefined ? fallback : pick(s)), shallowEqual);
}
