import { Container, Graphics, Text, TextStyle, Ticker } from 'pixi.js';
import type { ActorRefFrom, Subscription } from 'xstate';
import type { EngineScene, SceneOptions } from '../../core/types';
import type { GameAssetBundle } from '../../core/game/gameManifest';
import { ParticlePool, particleDensity } from '../../core/game/particlePool';
import { soundSprite, type SoundSprite } from '../../core/game/soundSprite';
import { Tweens } from '../../core/game/tween';
import { PopupTexts } from '../../core/game/FloatingTexts';
import { EnemyShipView, saucerContext, SHIP_COLOURS } from './EnemyShipView';
import { PlayerShip } from './PlayerShip';
import { SpaceBackdrop } from './SpaceBackdrop';
import type { spaceWarMachine } from './space_war.machine';
import { multiplierOf } from './space_war.logic';
import { progressOf, waveOf, type SpaceWarSnapshot } from './space_war.selectors';
import { multiplierBanner } from '../../core/game/comboWords';

type Actor = ActorRefFrom<typeof spaceWarMachine>;
/** the host hands its ticker in the options (game host); chapters' hosts do not */
type Options = SceneOptions & { ticker?: Ticker };

/** past this share of the way down, a ship's word is edged in red */
const DANGER = 0.72;
const FONT = ['Arial Rounded MT Bold', 'Nunito', 'Verdana', 'DejaVu Sans', 'sans-serif'];

/**
 * 太空大战's play field: starfield, the home planet, the child's rocket, enemy saucers with their
 * words (typed part green, next letter orange), shots, explosions and wave banners. It draws
 * snapshots (positions are functions of the snapshot's time) and runs effects from the machine's
 * emitted events on the host's ticker. No rules live here; start screen and HUD are the page's.
 */
export class SpaceWarScene extends Container implements EngineScene {
  private readonly space = new SpaceBackdrop();
  private readonly field = new Container();
  private readonly shipLayer = new Container();
  private readonly fxLayer = new Container();
  private readonly player = new PlayerShip();
  private readonly flash = new Graphics();
  private readonly banner: Text;
  private readonly views = new Map<number, EnemyShipView>();
  private readonly saucers = SHIP_COLOURS.map((_, i) => saucerContext(i));
  private readonly bolts: Graphics[] = [];
  private readonly popups: PopupTexts;
  private readonly particles: ParticlePool<Graphics>;
  private readonly tweens = new Tweens();
  private readonly subscriptions: Subscription[];
  private readonly ticker: Ticker;
  private readonly sfx: SoundSprite | null;
  private readonly music: SoundSprite | null;
  private options: Options;
  private style: TextStyle;
  private box = { width: 800, height: 500, top: 40, ground: 440, pad: 40, shipScale: 0.7 };
  private snapshot: SpaceWarSnapshot;
  private shake = 0;
  private drawnCombo = 0;

  constructor(
    private readonly actor: Actor,
    options: Options,
    assets?: GameAssetBundle,
  ) {
    super();
    this.options = options;
    this.ticker = options.ticker ?? Ticker.shared;
    this.sfx = assets?.sounds?.sfx ? soundSprite(assets.sounds.sfx) : null;
    this.music = assets?.sounds?.music ? soundSprite(assets.sounds.music) : null;
    this.style = this.letterStyle(30);
    this.banner = new Text({ text: '', style: new TextStyle({ fontFamily: FONT, fontSize: 56, fontWeight: '900', fill: 0xfff176, stroke: { color: 0x4a148c, width: 8 }, align: 'center' }), resolution: options.resolution });
    this.banner.anchor.set(0.5);
    this.banner.alpha = 0;
    // made when first needed, so they are drawn over the particles of the fx layer
    this.popups = new PopupTexts(this.fxLayer, this.tweens, new TextStyle({ fontFamily: FONT, fontSize: 34, fontWeight: '900', fill: 0xffee58, stroke: { color: 0x5d4037, width: 6 } }), options.resolution, 0);
    this.particles = new ParticlePool<Graphics>({
      capacity: 160,
      gravity: 60,
      create: () => {
        const g = new Graphics().circle(0, 0, 4).fill(0xffffff);
        g.visible = false;
        this.fxLayer.addChild(g);
        return g;
      },
    });
    this.field.addChild(this.space, this.shipLayer, this.player, this.fxLayer);
    this.addChild(this.field, this.flash, this.banner);
    this.snapshot = actor.getSnapshot();
    this.subscriptions = [
      actor.subscribe((s) => this.update(s)),
      actor.on('ship.locked', () => this.sfx?.play('lock', { volume: 0.35 })),
      actor.on('ship.hit', (e) => this.shoot(e.id)),
      actor.on('ship.destroyed', (e) => this.explode(e.id, e.points)),
      actor.on('ship.escaped', (e) => this.escaped(e.id)),
      actor.on('key.wrong', () => {
        this.sfx?.play('miss');
        const target = this.snapshot.context.target;
        if (target !== null) this.views.get(target)?.flashWrong();
      }),
      actor.on('wave.started', (e) => this.showBanner(e.wave)),
      actor.on('session.finished', () => {
        this.music?.stopLoop();
        this.sfx?.play('end');
      }),
    ];
    this.ticker.add(this.tick, this);
    this.resize(this.box.width, this.box.height);
  }

  private letterStyle(size: number): TextStyle {
    return new TextStyle({ fontFamily: FONT, fontSize: size, fontWeight: '800', fill: 0xffffff });
  }

  resize(width: number, height: number): void {
    const s = Math.max(0.5, Math.min(1.1, Math.min(width / 900, height / 560)));
    const fontSize = Math.round(Math.max(22, Math.min(38, 34 * s)));
    const ground = height - Math.max(46, 70 * s);
    this.box = { width, height, top: 60 * s, ground, pad: Math.max(60, width * 0.08), shipScale: Math.max(0.5, 0.75 * s) };
    if (Number(this.style.fontSize) !== fontSize) {
      this.style = this.letterStyle(fontSize);
      for (const v of this.views.values()) v.destroy({ children: true });
      this.views.clear();
    }
    this.space.resize(width, height, ground);
    this.player.scale.set(Math.max(0.7, s));
    this.player.position.set(width / 2, ground - 30 * Math.max(0.7, s));
    this.banner.position.set(width / 2, height * 0.38);
    this.banner.scale.set(Math.max(0.6, s));
    this.update(this.actor.getSnapshot());
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.options = { ...this.options, ...options };
    this.particles.density = particleDensity(this.options.quality);
    if (options.resolution !== undefined) {
      // letters are rasterised at the resolution they were made with: make the ships again
      for (const v of this.views.values()) v.destroy({ children: true });
      this.views.clear();
      this.banner.resolution = options.resolution;
      this.popups.setResolution(options.resolution);
      this.resize(this.box.width, this.box.height);
    }
  }

  /** where a ship is drawn at the snapshot's time */
  private placeOf(x: number, progress: number): { x: number; y: number } {
    const { width, top, ground, pad } = this.box;
    return { x: pad + x * (width - 2 * pad), y: top + progress * (ground - 40 * this.box.shipScale - top) };
  }

  private update(snapshot: SpaceWarSnapshot): void {
    this.snapshot = snapshot;
    const { context } = snapshot;
    const seen = new Set<number>();
    for (const ship of context.ships) {
      if (ship.fate !== 'flying' || ship.spawnAt > context.now) continue;
      seen.add(ship.id);
      let view = this.views.get(ship.id);
      if (!view) {
        const colour = ship.id % SHIP_COLOURS.length;
        view = new EnemyShipView(ship.word, colour, this.saucers[colour]!, this.style, this.options.resolution, this.box.shipScale);
        this.views.set(ship.id, view);
        this.shipLayer.addChild(view);
      }
      const progress = progressOf(ship, context.now);
      const at = this.placeOf(ship.x, progress);
      view.position.set(at.x, at.y);
      view.setTyped(ship.typed, context.target === ship.id);
      view.setDanger(progress > DANGER);
    }
    for (const [id, view] of this.views) {
      if (seen.has(id)) continue;
      this.views.delete(id);
      view.destroy({ children: true });
    }
    // a new combo multiplier: say so above the rocket
    if (multiplierOf(context.combo) > multiplierOf(this.drawnCombo)) this.popup(this.player.x, this.player.y - 60, multiplierBanner(multiplierOf(context.combo)));
    this.drawnCombo = context.combo;
    if (snapshot.status === 'active' && snapshot.value === 'playing') this.music?.loop('music');
    else this.music?.pauseLoop();
    const target = context.target !== null ? this.views.get(context.target) : undefined;
    this.player.aim = target ? Math.max(-0.9, Math.min(0.9, Math.atan2(target.x - this.player.x, this.player.y - target.y))) : 0;
  }

  /** a laser bolt from the rocket's nose to the ship it hit, sparks where it lands */
  private shoot(id: number): void {
    const view = this.views.get(id);
    if (!view) return;
    this.player.recoil();
    this.sfx?.play('laser', { volume: 0.4, rate: 0.9 + Math.random() * 0.2 });
    const from = this.player.nose();
    let bolt = this.bolts.find((b) => !b.visible);
    if (!bolt) {
      bolt = new Graphics().roundRect(-4, -16, 8, 32, 4).fill({ color: 0x18ffff, alpha: 0.5 }).roundRect(-2, -13, 4, 26, 2).fill(0xffffff);
      this.bolts.push(bolt);
      this.fxLayer.addChild(bolt);
    }
    const b = bolt;
    b.visible = true;
    const toX = view.x;
    const toY = view.y + view.hitY;
    b.rotation = Math.atan2(toX - from.x, from.y - toY);
    this.tweens.add({
      duration: 110,
      ease: 'linear',
      onUpdate: (p) => b.position.set(from.x + (toX - from.x) * p, from.y + (toY - from.y) * p),
      onComplete: () => {
        b.visible = false;
        this.particles.burst(toX, toY, 6, { speed: [60, 160], life: 260, tints: [0x18ffff, 0xffffff], scale: 0.7, scaleTo: 0.2, random: Math.random });
      },
    });
  }

  private explode(id: number, points: number): void {
    const view = this.views.get(id);
    if (!view) return;
    const { x, y } = view;
    const c = SHIP_COLOURS[view.colour]!;
    view.visible = false;
    this.sfx?.play('boom');
    this.particles.burst(x, y, 28, { speed: [90, 320], life: 700, tints: [c.body, c.light, 0xffffff, 0xffd54f], scale: 1.3, scaleTo: 0.3, random: Math.random });
    const ring = new Graphics().circle(0, 0, 30).stroke({ color: 0xffffff, width: 6 });
    ring.position.set(x, y);
    this.fxLayer.addChild(ring);
    this.tweens.add({
      duration: 380,
      ease: 'cubicOut',
      onUpdate: (p) => {
        ring.scale.set(0.4 + p * 1.8 * this.box.shipScale);
        ring.alpha = 1 - p;
      },
      onComplete: () => ring.destroy(),
    });
    this.popup(x, y, `+${points}`);
  }

  private popup(x: number, y: number, text: string): void {
    this.popups.show(x, y, text, { scale: 0.8, lift: 20, rise: 60, duration: 800, grow: 0.3 / 0.8 });
  }

  /** a ship got through: the screen flashes red and shakes */
  private escaped(id: number): void {
    this.sfx?.play('alarm', { volume: 0.6 });
    const view = this.views.get(id);
    if (view) this.particles.burst(view.x, this.box.ground, 16, { speed: [80, 220], life: 600, tints: [0xff5252, 0xffab40], scale: 1.1, scaleTo: 0.2, random: Math.random });
    this.shake = 1;
    this.flash.clear().rect(0, 0, this.box.width, this.box.height).fill(0xff1744);
    this.tweens.add({ key: 'flash', duration: 450, ease: 'quadOut', onUpdate: (p) => (this.flash.alpha = 0.35 * (1 - p)) });
  }

  private showBanner(wave: number): void {
    const { waves } = waveOf(this.snapshot.context);
    this.sfx?.play('wave', { volume: 0.5 });
    this.banner.text = waves !== null && wave === waves - 1 && waves > 1 ? `最后一波！` : `第 ${wave + 1} 波`;
    this.tweens.add({
      key: 'banner',
      duration: 1800,
      ease: 'linear',
      onUpdate: (p) => {
        this.banner.alpha = p < 0.15 ? p / 0.15 : p > 0.75 ? (1 - p) / 0.25 : 1;
      },
    });
  }

  private tick(ticker: Ticker): void {
    const dt = Math.min(100, ticker.deltaMS);
    // the drifting stars are the background animation the low quality stills
    if (this.options.quality !== 'low') this.space.step(dt);
    this.player.step(dt);
    for (const v of this.views.values()) v.step(dt);
    this.tweens.update(dt);
    this.particles.update(dt);
    if (this.shake > 0) {
      this.shake = Math.max(0, this.shake - dt / 350);
      this.field.position.set((Math.random() - 0.5) * 14 * this.shake, (Math.random() - 0.5) * 10 * this.shake);
    }
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    for (const s of this.subscriptions) s.unsubscribe();
    this.ticker.remove(this.tick, this);
    this.music?.stopLoop();
    this.tweens.clear();
    super.destroy(options);
    for (const c of this.saucers) c.destroy();
  }
}
