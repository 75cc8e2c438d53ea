import { Container, Graphics, TextStyle } from 'pixi.js';
import type { ActorRefFrom } from 'xstate';
import type { EngineScene, SceneOptions, StaticBackdrop } from '../../core/types';
import type { GameAssetBundle } from '../../core/game/gameManifest';
import { SceneKit } from '../../core/game/SceneKit';
import { EnemyShipView, saucerContext, SHIP_COLOURS } from './EnemyShipView';
import { PlayerShip } from './PlayerShip';
import { SpaceBackdrop } from './SpaceBackdrop';
import type { spaceWarMachine } from './space_war.machine';
import { multiplierOf } from '../../core/game/tally.logic';
import { progressOf, waveOf, type SpaceWarSnapshot } from './space_war.selectors';
import type { SpaceWarEmitted } from './space_war.types';
import { multiplierBanner } from '../../core/game/comboWords';
import { GAME_FONT } from '../../core/view/fonts';

type Actor = ActorRefFrom<typeof spaceWarMachine>;

/** past this share of the way down, a ship's word is edged in red */
const DANGER = 0.72;

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
  private readonly views = new Map<number, EnemyShipView>();
  private readonly saucers = SHIP_COLOURS.map((_, i) => saucerContext(i));
  private readonly bolts: Graphics[] = [];
  /** sounds, music, popups, banner, particles, tweens, ticker, pause, teardown */
  private readonly kit: SceneKit;
  private style: TextStyle;
  private box = { width: 800, height: 500, top: 40, ground: 440, pad: 40, shipScale: 0.7 };
  private snapshot: SpaceWarSnapshot;
  private shake = 0;
  private drawnCombo = 0;

  constructor(
    private readonly actor: Actor,
    options: SceneOptions,
    assets?: GameAssetBundle,
  ) {
    super();
    this.style = this.letterStyle(30);
    this.kit = new SceneKit({
      options,
      assets,
      fxLayer: this.fxLayer,
      particles: { capacity: 160, gravity: 60, shape: () => new Graphics().circle(0, 0, 4).fill(0xffffff) },
      // made when first needed, so they are drawn over the particles of the fx layer
      popups: { style: { fontFamily: GAME_FONT, fontSize: 34, fontWeight: '900', fill: 0xffee58, stroke: { color: 0x5d4037, width: 6 } }, count: 0 },
      banner: { style: { fontFamily: GAME_FONT, fontSize: 56, fontWeight: '900', fill: 0xfff176, stroke: { color: 0x4a148c, width: 8 }, align: 'center' } },
    });
    this.field.addChild(this.space, this.shipLayer, this.player, this.fxLayer);
    this.addChild(this.field, this.flash, this.kit.banner);
    this.snapshot = actor.getSnapshot();
    this.kit.connect<SpaceWarSnapshot, SpaceWarEmitted>(actor, {
      draw: (s) => this.update(s),
      effects: {
        'ship.locked': () => this.kit.sfx?.play('lock', { volume: 0.35 }),
        'ship.hit': (e) => this.shoot(e.id),
        'ship.destroyed': (e) => this.explode(e.id, e.points),
        'ship.escaped': (e) => this.escaped(e.id),
        'key.wrong': () => {
          this.kit.sfx?.play('miss');
          const target = this.snapshot.context.target;
          if (target !== null) this.views.get(target)?.flashWrong();
        },
        'wave.started': (e) => this.showBanner(e.wave),
      },
      step: (dt) => this.step(dt),
    });
    this.resize(this.box.width, this.box.height);
  }

  private letterStyle(size: number): TextStyle {
    return new TextStyle({ fontFamily: GAME_FONT, fontSize: size, fontWeight: '800', fill: 0xffffff });
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
    this.kit.banner.position.set(width / 2, height * 0.38);
    this.kit.banner.scale.set(Math.max(0.6, s));
    this.update(this.actor.getSnapshot());
  }

  /** the home planet (the host paints it once outside GL) */
  staticBackdrop(): StaticBackdrop {
    return { layers: this.space.stillLayers, width: this.box.width, height: this.box.height };
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.kit.setOptions(options);
    if (options.resolution !== undefined) {
      // letters are rasterised at the resolution they were made with: make the ships again
      for (const v of this.views.values()) v.destroy({ children: true });
      this.views.clear();
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
        view = new EnemyShipView(ship.word, colour, this.saucers[colour]!, this.style, this.kit.options.resolution, this.box.shipScale);
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
    const target = context.target !== null ? this.views.get(context.target) : undefined;
    this.player.aim = target ? Math.max(-0.9, Math.min(0.9, Math.atan2(target.x - this.player.x, this.player.y - target.y))) : 0;
  }

  /** a laser bolt from the rocket's nose to the ship it hit, sparks where it lands */
  private shoot(id: number): void {
    const view = this.views.get(id);
    if (!view) return;
    this.player.recoil();
    this.kit.sfx?.play('laser', { volume: 0.4, rate: 0.9 + Math.random() * 0.2 });
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
    this.kit.tweens.add({
      duration: 110,
      ease: 'linear',
      onUpdate: (p) => b.position.set(from.x + (toX - from.x) * p, from.y + (toY - from.y) * p),
      onComplete: () => {
        b.visible = false;
        this.kit.burst(toX, toY, 6, { speed: [60, 160], life: 260, tints: [0x18ffff, 0xffffff], scale: 0.7, scaleTo: 0.2 });
      },
    });
  }

  private explode(id: number, points: number): void {
    const view = this.views.get(id);
    if (!view) return;
    const { x, y } = view;
    const c = SHIP_COLOURS[view.colour]!;
    view.visible = false;
    this.kit.sfx?.play('boom');
    this.kit.burst(x, y, 28, { speed: [90, 320], life: 700, tints: [c.body, c.light, 0xffffff, 0xffd54f], scale: 1.3, scaleTo: 0.3 });
    const ring = new Graphics().circle(0, 0, 30).stroke({ color: 0xffffff, width: 6 });
    ring.position.set(x, y);
    this.fxLayer.addChild(ring);
    this.kit.tweens.add({
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
    this.kit.popups.show(x, y, text, { scale: 0.8, lift: 20, rise: 60, duration: 800, grow: 0.3 / 0.8 });
  }

  /** a ship got through: the screen flashes red and shakes */
  private escaped(id: number): void {
    this.kit.sfx?.play('alarm', { volume: 0.6 });
    const view = this.views.get(id);
    if (view) this.kit.burst(view.x, this.box.ground, 16, { speed: [80, 220], life: 600, tints: [0xff5252, 0xffab40], scale: 1.1, scaleTo: 0.2 });
    this.shake = 1;
    this.flash.clear().rect(0, 0, this.box.width, this.box.height).fill(0xff1744);
    this.kit.tweens.add({ key: 'flash', duration: 450, ease: 'quadOut', onUpdate: (p) => (this.flash.alpha = 0.35 * (1 - p)) });
  }

  private showBanner(wave: number): void {
    const { waves } = waveOf(this.snapshot.context);
    this.kit.sfx?.play('wave', { volume: 0.5 });
    const banner = this.kit.banner;
    banner.show(waves !== null && wave === waves - 1 && waves > 1 ? `最后一波！` : `第 ${wave + 1} 波`, banner.scale.x, { duration: 1800, entrance: 'fade' });
  }

  private step(dt: number): void {
    // the drifting stars are the background animation the low quality stills
    if (this.kit.options.quality !== 'low') this.space.step(dt);
    this.player.step(dt);
    for (const v of this.views.values()) v.step(dt);
    if (this.shake > 0) {
      this.shake = Math.max(0, this.shake - dt / 350);
      this.field.position.set((Math.random() - 0.5) * 14 * this.shake, (Math.random() - 0.5) * 10 * this.shake);
    }
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.kit.destroy();
    super.destroy(options);
    for (const c of this.saucers) c.destroy();
  }
}
