/**
 * Tweens for game effects (a mole popping up, a hammer swing, a balloon burst). Pure: easing
 * functions are maths, and a Tweens runner advances only when the scene calls `update(dtMs)` from
 * the host's ticker — so effects pause with the host and never run on `Ticker.shared`.
 * Effects only: tweens never decide anything a machine decides.
 */

export type Ease = (t: number) => number;

const clamp01 = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t);

/** Easing functions over t in 0..1 (each gives 0 at 0 and 1 at 1). */
export const ease = {
  linear: (t: number) => clamp01(t),
  quadIn: (t: number) => clamp01(t) ** 2,
  quadOut: (t: number) => {
    const u = clamp01(t);
    return u * (2 - u);
  },
  quadInOut: (t: number) => {
    const u = clamp01(t);
    return u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2;
  },
  cubicOut: (t: number) => 1 - (1 - clamp01(t)) ** 3,
  /** overshoots a little, then settles: a pop */
  backOut: (t: number) => {
    const u = clamp01(t);
    const c1 = 1.70158;
    const c3 = c1 + 1;
    return 1 + c3 * (u - 1) ** 3 + c1 * (u - 1) ** 2;
  },
  /** a springy wobble that settles at 1 */
  elasticOut: (t: number) => {
    const u = clamp01(t);
    if (u === 0 || u === 1) return u;
    return 2 ** (-10 * u) * Math.sin((u * 10 - 0.75) * ((2 * Math.PI) / 3)) + 1;
  },
  /** bounces on the floor like a dropped ball */
  bounceOut: (t: number) => {
    let u = clamp01(t);
    const n1 = 7.5625;
    const d1 = 2.75;
    if (u < 1 / d1) return n1 * u * u;
    if (u < 2 / d1) return n1 * (u -= 1.5 / d1) * u + 0.75;
    if (u < 2.5 / d1) return n1 * (u -= 2.25 / d1) * u + 0.9375;
    return n1 * (u -= 2.625 / d1) * u + 0.984375;
  },
} satisfies Record<string, Ease>;

export type EaseName = keyof typeof ease;

/** a + (b - a) * t */
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export interface TweenSpec {
  /** ms */
  duration: number;
  /** ms to wait before starting (default 0) */
  delay?: number;
  ease?: EaseName | Ease;
  /** called every update with the eased progress 0..1 (and once with 1 at the end) */
  onUpdate(progress: number): void;
  onComplete?(): void;
  /** a tween with the same key replaces the running one (e.g. one wobble per mole) */
  key?: string | number;
}

export interface TweenHandle {
  /** stop without calling onComplete */
  cancel(): void;
  readonly done: boolean;
}

interface Running {
  spec: TweenSpec;
  ease: Ease;
  elapsed: number;
  done: boolean;
}

/** A set of running tweens advanced by `update(dtMs)`; the scene calls it from the host's ticker. */
export class Tweens {
  private running: Running[] = [];

  /** how many tweens are still running (a scene renders while this is > 0) */
  get active(): number {
    return this.running.length;
  }

  add(spec: TweenSpec): TweenHandle {
    if (spec.key !== undefined) this.cancelKey(spec.key);
    const ez = typeof spec.ease === 'function' ? spec.ease : ease[spec.ease ?? 'quadOut'];
    const r: Running = { spec, ease: ez, elapsed: 0, done: false };
    this.running.push(r);
    if ((spec.delay ?? 0) <= 0) spec.onUpdate(ez(spec.duration > 0 ? 0 : 1));
    return {
      cancel: () => {
        r.done = true;
        this.running = this.running.filter((x) => x !== r);
      },
      get done() {
        return r.done;
      },
    };
  }

  /** a tween from `from` to `to` of one number, handed to `set` */
  to(from: number, to: number, duration: number, set: (value: number) => void, opts: Omit<TweenSpec, 'duration' | 'onUpdate'> = {}): TweenHandle {
    return this.add({ ...opts, duration, onUpdate: (p) => set(lerp(from, to, p)) });
  }

  cancelKey(key: string | number): void {
    for (const r of this.running) if (r.spec.key === key) r.done = true;
    this.running = this.running.filter((r) => !r.done);
  }

  /** advance every tween by dt ms; finished tweens end at exactly 1 and call onComplete once */
  update(dtMs: number): void {
    if (this.running.length === 0) return;
    const list = this.running.slice();
    for (const r of list) {
      if (r.done) continue;
      const delay = r.spec.delay ?? 0;
      const before = r.elapsed;
      r.elapsed += dtMs;
      if (r.elapsed < delay) continue;
      const t = r.spec.duration > 0 ? (r.elapsed - delay) / r.spec.duration : 1;
      if (before < delay && t < 1) r.spec.onUpdate(r.ease(0));
      if (t >= 1) {
        r.done = true;
        r.spec.onUpdate(1);
        r.spec.onComplete?.();
      } else {
        r.spec.onUpdate(r.ease(t));
      }
    }
    this.running = this.running.filter((r) => !r.done);
  }

  clear(): void {
    for (const r of this.running) r.done = true;
    this.running = [];
  }
}
