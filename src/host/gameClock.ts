/**
 * Game time for a round: milliseconds since game.start with pauses left out. The game host reads
 * it for every clock.tick and stamps every key with it, so the key log the server replays holds
 * game time, never wall time.
 *
 * Two clocks: the real one follows performance.now() and fires once per Pixi frame; the manual
 * one moves only when a test steps it (the browser test plays a round without waiting).
 */
export interface GameClock {
  /** game ms now (pauses excluded); 0 before start */
  now(): number;
  /** whether time runs (started and not paused) */
  readonly running: boolean;
  start(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  /** called once a frame while running, with the game time of the frame */
  onFrame(fn: (now: number, dt: number) => void): () => void;
  /**
   * A clock whose time moves in steps (the manual clock) calls `fn` after each step with the game
   * ms it moved: the stage draws then, not on the display's frames (stageHost 'stepped' drawing).
   * The real clock has none.
   */
  onStep?(fn: (ms: number) => void): () => void;
}

type FrameFn = (now: number, dt: number) => void;

/** The shared life of both clocks: the frame listeners and the monotonic time of the last frame. */
function frameHub() {
  const fns = new Set<FrameFn>();
  let last = 0;
  return {
    add(fn: FrameFn) {
      fns.add(fn);
      return () => void fns.delete(fn);
    },
    emit(now: number) {
      if (now < last) return;
      const dt = now - last;
      last = now;
      fns.forEach((fn) => fn(now, dt));
    },
    reset() {
      last = 0;
    },
    clear() {
      fns.clear();
    },
  };
}

/**
 * The real clock. `subscribeFrame` hooks it to the Pixi application's ticker; `wallNow` is
 * performance.now. A frame gap longer than `maxGapMs` (a frozen tab that missed its
 * visibilitychange) counts as a pause, so a child never loses lives to time they did not see.
 */
export function createRealClock(subscribeFrame: (fn: () => void) => () => void, wallNow: () => number = () => performance.now(), maxGapMs = 1000): GameClock {
  const hub = frameHub();
  let banked = 0;
  let since: number | null = null;
  let lastWall = 0;
  let started = false;
  const now = () => (since === null ? banked : banked + (wallNow() - since));
  const unsubscribe = subscribeFrame(() => {
    if (since === null) return;
    const wall = wallNow();
    if (wall - lastWall > maxGapMs) {
      // the tab slept: keep the time up to the last frame, drop the gap
      banked += lastWall - since;
      since = wall;
    }
    lastWall = wall;
    hub.emit(now());
  });
  return {
    now,
    get running() {
      return since !== null;
    },
    start() {
      banked = 0;
      hub.reset();
      started = true;
      since = lastWall = wallNow();
    },
    pause() {
      if (since === null) return;
      banked = now();
      since = null;
    },
    resume() {
      if (!started || since !== null) return;
      since = lastWall = wallNow();
    },
    stop() {
      if (since !== null) banked = now();
      since = null;
      started = false;
      unsubscribe();
      hub.clear();
    },
    onFrame: hub.add,
  };
}

/** A clock that moves only through step(): tests play a whole round in milliseconds. */
export interface ManualClock extends GameClock {
  /** advance game time by `ms` in frames of `frameMs` (default 60 Hz), firing each frame */
  step(ms: number, frameMs?: number): void;
}

export function createManualClock(): ManualClock {
  const hub = frameHub();
  const steps = new Set<(ms: number) => void>();
  let t = 0;
  let running = false;
  let started = false;
  return {
    now: () => t,
    get running() {
      return running;
    },
    start() {
      t = 0;
      hub.reset();
      started = running = true;
    },
    pause() {
      running = false;
    },
    resume() {
      if (started) running = true;
    },
    stop() {
      running = started = false;
      hub.clear();
      steps.clear();
    },
    step(ms, frameMs = 1000 / 60) {
      const from = t;
      const end = t + ms;
      while (running && t < end) {
        t = Math.min(end, t + frameMs);
        hub.emit(t);
      }
      if (t > from) steps.forEach((fn) => fn(t - from));
    },
    onFrame: hub.add,
    onStep(fn) {
      steps.add(fn);
      return () => void steps.delete(fn);
    },
  };
}
