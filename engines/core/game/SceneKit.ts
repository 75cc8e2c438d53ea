import { Graphics, TextStyle, Ticker, type Container, type TextStyleOptions } from 'pixi.js';
import type { Subscription } from 'xstate';
import type { SceneOptions } from '../types';
import type { GameAssetBundle } from './gameManifest';
import { ParticlePool, particleDensity } from './particlePool';
import { soundSprite, type SoundSprite } from './soundSprite';
import { Tweens } from './tween';
import { BannerText, PopupTexts } from './FloatingTexts';
import { multiplierBanner } from './comboWords';

/** effects after a stall (a hidden tab, a long frame) jump at most this far */
const MAX_FRAME_MS = 100;

/** What the kit reads of a game machine's snapshot (stepGame.machine.ts: ready → playing ⇄ paused → over). */
export interface GameSnapshotLike {
  status: string;
  value: unknown;
}

/** The part of an actor the kit listens to (any xstate actor has it). */
export interface GameActorLike<S, E> {
  subscribe(observer: (snapshot: S) => void): Subscription;
  on(type: '*', handler: (event: E) => void): Subscription;
}

/** A handler for some of a game's emitted events, by type. */
export type EffectHandlers<E extends { type: string }> = { [K in E['type']]?: (event: Extract<E, { type: K }>) => void };

export interface SceneKitSpec {
  options: SceneOptions;
  /** the game's preloaded bundle: its sound sprites `sfx` and `music` (none in unit tests) */
  assets?: GameAssetBundle;
  /** the layer particles (and, unless `popups.layer`, popups) are drawn in */
  fxLayer: Container;
  /** particles: one white shape a view (tinted per particle), at most `capacity`, falling with `gravity` px/s² */
  particles: { capacity: number; gravity: number; shape: () => Graphics };
  /** score popups: text style, how many Text to make up front (0: when first needed, over the particles) */
  popups: { style: TextStyleOptions; count?: number; layer?: Container };
  /** the banner: text style and overshoot as it pops in; the scene adds `kit.banner` where it is drawn */
  banner: { style: TextStyleOptions; wobble?: number };
  /** texts are rasterised at least at this resolution (crisp popups on a low-DPI screen) */
  minResolution?: number;
  /** the effect played when the round is over (default 'end'); null: the scene plays its own */
  endSound?: string | null;
}

/**
 * What every game scene does, held by the scene (composition): sound sprites and music by the
 * machine's state, score popups and the banner, particles, tweens, the host's ticker, pause and
 * teardown. The scene draws snapshots and turns its game's emitted events into effects; the kit
 * runs the rest:
 * - music loops while the round plays, pauses otherwise, stops when it is over (with `endSound`);
 * - tweens, particles and the scene's `step(dt)` run on the host's ticker (options.ticker), and
 *   freeze while the round is paused;
 * - render quality (setOptions) sets the particles' density; a new resolution the texts';
 * - destroy() unhooks the ticker and the actor, stops tweens and music — once.
 */
export class SceneKit {
  readonly tweens = new Tweens();
  readonly particles: ParticlePool<Graphics>;
  readonly popups: PopupTexts;
  readonly banner: BannerText;
  readonly sfx: SoundSprite | null;
  readonly music: SoundSprite | null;
  readonly ticker: Ticker;
  private current: SceneOptions;
  private readonly minResolution: number;
  private readonly endSound: string | null;
  private subscriptions: Subscription[] = [];
  private step: ((dtMs: number) => void) | null = null;
  private paused = false;
  private destroyed = false;

  constructor(spec: SceneKitSpec) {
    const { options, assets, fxLayer } = spec;
    this.current = options;
    this.ticker = options.ticker ?? Ticker.shared;
    this.minResolution = spec.minResolution ?? 0;
    this.endSound = spec.endSound === undefined ? 'end' : spec.endSound;
    this.sfx = assets?.sounds?.sfx ? soundSprite(assets.sounds.sfx) : null;
    this.music = assets?.sounds?.music ? soundSprite(assets.sounds.music) : null;
    const resolution = this.textResolution(options.resolution);
    this.popups = new PopupTexts(spec.popups.layer ?? fxLayer, this.tweens, new TextStyle(spec.popups.style), resolution, spec.popups.count);
    this.banner = new BannerText(new TextStyle(spec.banner.style), resolution, this.tweens, spec.banner.wobble);
    this.particles = new ParticlePool<Graphics>({
      capacity: spec.particles.capacity,
      gravity: spec.particles.gravity,
      create: () => {
        const g = spec.particles.shape();
        g.visible = false;
        fxLayer.addChild(g);
        return g;
      },
    });
    this.particles.density = particleDensity(options.quality);
  }

  /** the scene's options as last set (quality, resolution, theme) */
  get options(): SceneOptions {
    return this.current;
  }

  /**
   * Starts the scene: `draw` gets every snapshot (then the music follows the state), `effects`
   * the emitted events it handles, `step(dtMs)` runs each frame after the tweens and particles.
   */
  connect<S extends GameSnapshotLike, E extends { type: string }>(actor: GameActorLike<S, E>, scene: { draw(snapshot: S): void; effects?: EffectHandlers<E>; step?(dtMs: number): void }): void {
    this.step = scene.step ?? null;
    const effects = (scene.effects ?? {}) as Record<string, ((event: E) => void) | undefined>;
    this.subscriptions = [
      actor.subscribe((snapshot) => {
        this.paused = snapshot.status === 'active' && snapshot.value === 'paused';
        scene.draw(snapshot);
        if (snapshot.status === 'active' && snapshot.value === 'playing') this.music?.loop('music');
        else this.music?.pauseLoop();
      }),
      actor.on('*', (event) => {
        if (event.type === 'session.finished') {
          this.music?.stopLoop();
          if (this.endSound) this.sfx?.play(this.endSound);
        }
        effects[event.type]?.(event);
      }),
    ];
    this.ticker.add(this.tick, this);
  }

  /** New options from the host: the particles' density for the quality, the texts' resolution. */
  setOptions(options: Partial<SceneOptions>): SceneOptions {
    this.current = { ...this.current, ...options };
    // where frames are slow (the host's adaptive quality), bursts get smaller, never the game
    this.particles.density = particleDensity(this.current.quality);
    if (options.resolution !== undefined) {
      const resolution = this.textResolution(options.resolution);
      this.popups.setResolution(resolution);
      this.banner.resolution = resolution;
    }
    return this.current;
  }

  /** A burst of particles with the scene's random source for the spread (effects, not rules). */
  burst(x: number, y: number, count: number, o: Omit<Parameters<ParticlePool<Graphics>['burst']>[3], 'random'>): void {
    this.particles.burst(x, y, count, { ...o, random: Math.random });
  }

  /** A streak raised the score multiplier: the combo sound and the 得分 ×N！ banner, sized to the field's width. */
  multiplierRaised(multiplier: number, fieldWidth: number): void {
    this.sfx?.play('combo');
    this.banner.show(multiplierBanner(multiplier), Math.max(0.55, Math.min(1.2, fieldWidth / 1000)));
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.ticker.remove(this.tick, this);
    for (const s of this.subscriptions) s.unsubscribe();
    this.subscriptions = [];
    this.tweens.clear();
    this.music?.stopLoop();
  }

  private textResolution(resolution: number): number {
    return Math.max(this.minResolution, resolution);
  }

  private tick(ticker: Ticker): void {
    if (this.paused) return;
    const dt = Math.min(MAX_FRAME_MS, ticker.deltaMS);
    this.tweens.update(dt);
    this.particles.update(dt);
    this.step?.(dt);
  }
}
