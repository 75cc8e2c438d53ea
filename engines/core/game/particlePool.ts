/**
 * A capped pool of reused particles (sparks, confetti, dust) for game effects. Sprites are made
 * once by a factory and reused: bursting never allocates display objects in a frame, and when the
 * pool is full the oldest live particle is recycled, so an effect storm cannot grow the scene.
 * The particle type is structural (a Pixi Sprite or Graphics fits), so the physics is unit-tested
 * without WebGL. The scene calls `update(dtMs)` from the host's ticker.
 */

import type { RenderQuality } from '../types';

/** The pool density for a scene's render quality: 'low' keeps under a third of each burst. */
export const particleDensity = (quality: RenderQuality | undefined): number => (quality === 'low' ? 0.3 : 1);

/** What a particle's display object must have (pixi.js Sprite/Graphics/Container all do). */
export interface ParticleView {
  x: number;
  y: number;
  alpha: number;
  rotation: number;
  visible: boolean;
  tint: number;
  scale: { set(x: number, y?: number): void };
}

export interface ParticleSpec {
  x: number;
  y: number;
  /** px per second */
  vx: number;
  vy: number;
  /** ms */
  life: number;
  /** px per second² (positive is down); default the pool's gravity */
  gravity?: number;
  tint?: number;
  scale?: number;
  /** scale at the end of life (default: same as scale) */
  scaleTo?: number;
  /** radians per second */
  spin?: number;
  /** fade to transparent over the life (default true) */
  fade?: boolean;
}

interface Particle<V> {
  view: V;
  spec: ParticleSpec;
  age: number;
  live: boolean;
  /** order of emission, to recycle the oldest */
  born: number;
}

export interface ParticlePoolOptions<V> {
  /** makes one view; called at most `capacity` times, lazily */
  create(): V;
  /** the most particles alive (and views ever made) */
  capacity: number;
  /** default gravity, px/s² */
  gravity?: number;
}

export class ParticlePool<V extends ParticleView> {
  private particles: Particle<V>[] = [];
  private serial = 0;
  private liveCount = 0;
  readonly capacity: number;
  /**
   * Share of each burst's particles actually emitted (0..1, at least one a burst). The scene sets
   * it from SceneOptions.quality: the game host lowers it where frames are slow.
   */
  density = 1;
  private readonly create: () => V;
  private readonly gravity: number;

  constructor(options: ParticlePoolOptions<V>) {
    this.capacity = Math.max(1, Math.floor(options.capacity));
    this.create = options.create;
    this.gravity = options.gravity ?? 0;
  }

  /** particles alive now (a scene renders while this is > 0) */
  get live(): number {
    return this.liveCount;
  }

  /** views made so far (never more than capacity) */
  get made(): number {
    return this.particles.length;
  }

  /** the views made so far, e.g. to add them to a container once */
  get views(): readonly V[] {
    return this.particles.map((p) => p.view);
  }

  /** start one particle: a free view, a new one while under capacity, else the oldest live one */
  emit(spec: ParticleSpec): V {
    let p = this.particles.find((q) => !q.live);
    if (!p && this.particles.length < this.capacity) {
      p = { view: this.create(), spec, age: 0, live: false, born: 0 };
      this.particles.push(p);
    }
    if (!p) p = this.particles.reduce((a, b) => (b.born < a.born ? b : a));
    else if (!p.live) this.liveCount++;
    p.spec = spec;
    p.age = 0;
    p.live = true;
    p.born = this.serial++;
    this.apply(p);
    return p.view;
  }

  /**
   * A burst of `count` particles (times `density`) from (x, y) in a ring, speeds between `speed[0]` and `speed[1]`.
   * `random` is any 0..1 source (effects are not game rules; Math.random is fine in a scene).
   */
  burst(x: number, y: number, count: number, o: { speed: [number, number]; life: number; tints?: readonly number[]; scale?: number; scaleTo?: number; gravity?: number; spin?: number; random?: () => number }): void {
    const rnd = o.random ?? (() => 0.5);
    count = Math.max(1, Math.round(count * Math.min(1, Math.max(0, this.density))));
    for (let i = 0; i < count; i++) {
      const angle = ((i + rnd() * 0.8) / count) * Math.PI * 2;
      const v = o.speed[0] + (o.speed[1] - o.speed[0]) * rnd();
      const tints = o.tints ?? [0xffffff];
      this.emit({
        x,
        y,
        vx: Math.cos(angle) * v,
        vy: Math.sin(angle) * v,
        life: o.life * (0.75 + 0.5 * rnd()),
        tint: tints[i % tints.length],
        scale: o.scale,
        scaleTo: o.scaleTo,
        gravity: o.gravity,
        spin: o.spin !== undefined ? o.spin * (rnd() * 2 - 1) : undefined,
      });
    }
  }

  update(dtMs: number): void {
    if (this.liveCount === 0) return;
    const dt = dtMs / 1000;
    for (const p of this.particles) {
      if (!p.live) continue;
      p.age += dtMs;
      if (p.age >= p.spec.life) {
        p.live = false;
        p.view.visible = false;
        this.liveCount--;
        continue;
      }
      const g = p.spec.gravity ?? this.gravity;
      p.spec.vy += g * dt;
      p.spec.x += p.spec.vx * dt;
      p.spec.y += p.spec.vy * dt;
      this.apply(p);
    }
  }

  /** hide everything (e.g. on restart) */
  clear(): void {
    for (const p of this.particles) {
      p.live = false;
      p.view.visible = false;
    }
    this.liveCount = 0;
  }

  private apply(p: Particle<V>): void {
    const { spec, view } = p;
    const t = spec.life > 0 ? Math.min(1, p.age / spec.life) : 1;
    view.visible = true;
    view.x = spec.x;
    view.y = spec.y;
    view.alpha = spec.fade === false ? 1 : 1 - t;
    view.rotation = (spec.spin ?? 0) * (p.age / 1000);
    if (spec.tint !== undefined) view.tint = spec.tint;
    const s0 = spec.scale ?? 1;
    const s1 = spec.scaleTo ?? s0;
    view.scale.set(s0 + (s1 - s0) * t);
  }
}
