/**
 * The session clock every typing engine shares, pure: time only from event timeStamps.
 * Typing time = first judged key → latest judged key, minus the time spent paused.
 * Engines keep these four fields (nested as `clock`, or flat in their context) and change them
 * only through these helpers.
 */
export interface SessionClock {
  /** timeStamp of the first judged key; null before it */
  startedAt: number | null;
  /** timeStamp of the latest judged key */
  lastAt: number;
  /** total time spent paused */
  pausedMs: number;
  /** timeStamp of session.pause while paused, else null */
  pausedAt: number | null;
}

/** A clock before the first key. */
export function newClock(): SessionClock {
  return { startedAt: null, lastAt: 0, pausedMs: 0, pausedAt: null };
}

/** A judged key at `at`: the first one starts the clock, every one moves lastAt. */
export function stampClock<T extends SessionClock>(clock: T, at: number): T {
  return { ...clock, startedAt: clock.startedAt ?? at, lastAt: at };
}

/** session.pause at `at`. */
export function pauseClock<T extends Pick<SessionClock, 'pausedAt'>>(clock: T, at: number): T {
  return { ...clock, pausedAt: at };
}

/** session.resume at `at`: the pause joins pausedMs so it never counts as typing time. */
export function resumeClock<T extends Pick<SessionClock, 'pausedAt' | 'pausedMs'>>(clock: T, at: number): T {
  const { pausedAt } = clock;
  return { ...clock, pausedMs: clock.pausedMs + (pausedAt === null ? 0 : Math.max(0, at - pausedAt)), pausedAt: null };
}

/** Clock fields after a pause ends at `at`, also moving lastAt to the resume (the pinyin and logographic engines' reading). */
export function endPause(clock: { pausedAt: number | null; pausedMs: number; lastAt: number }, at: number) {
  const pausedAt = clock.pausedAt ?? at;
  return { pausedAt: null, pausedMs: clock.pausedMs + Math.max(0, at - pausedAt), lastAt: Math.max(clock.lastAt, at) };
}

/** Typing time so far: first judged key to the latest one, without paused time. */
export function typingTime(clock: SessionClock): number {
  if (clock.startedAt === null) return 0;
  return Math.max(0, clock.lastAt - clock.startedAt - clock.pausedMs);
}
