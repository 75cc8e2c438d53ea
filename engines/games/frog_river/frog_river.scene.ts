import { Container, Graphics, type GraphicsContext } from 'pixi.js';
import type { ActorRefFrom } from 'xstate';
import type { EngineScene, SceneOptions, StaticBackdrop } from '../../core/types';
import type { GameAssetBundle } from '../../core/game/gameManifest';
import { SLOW_RATE, slowingAt } from '../../core/game/props';
import { SceneKit } from '../../core/game/SceneKit';
import { FrogView, frogContext } from './FrogView';
import { padSizes } from './LilyPadView';
import { LilyPadField } from './LilyPadField';
import { FrogJumps, type RiverBox, type Seat } from './FrogJumps';
import { RiverBackdrop } from './RiverBackdrop';
import { FarBankCrowd } from './FarBankCrowd';
import type { frogRiverMachine } from './frog_river.machine';
import { PAD_SPAN, targetOf } from './frog_river.logic';
import { multiplierOf } from '../../core/game/tally.logic';
import { driftNowOf, type FrogRiverSnapshot } from './frog_river.selectors';
import type { FrogRiverEmitted } from './frog_river.types';
import { multiplierBanner } from '../../core/game/comboWords';
import { GAME_FONT } from '../../core/view/fonts';

type Actor = ActorRefFrom<typeof frogRiverMachine>;

/** a classic round has no end: the far bank keeps room for this many frogs */
const CLASSIC_BANK = 24;

/**
 * 青蛙过河's river: banks, flowing water, lily pads with their 汉字 and pinyin (LilyPadField), the
 * frog that jumps from pad to pad (FrogJumps) and the frogs already across. It draws snapshots
 * (pad positions are functions of the snapshot's time) and runs effects from the machine's
 * emitted events on the host's ticker (SceneKit). No rules live here; start screen and HUD are
 * the page's.
 */
export class FrogRiverScene extends Container implements EngineScene {
  private readonly river = new RiverBackdrop();
  private readonly field = new Container();
  private readonly pads: LilyPadField;
  private readonly crowd: FarBankCrowd;
  private readonly fxLayer = new Container();
  private readonly popupLayer = new Container();
  private readonly frogShape: GraphicsContext = frogContext();
  private readonly frog: FrogView;
  private readonly jumps: FrogJumps;
  /** sounds, music, popups, banner, particles, tweens, ticker, pause, teardown */
  private readonly kit: SceneKit;
  private box: RiverBox & { laneY: number } = { width: 800, height: 500, farEdge: 90, nearEdge: 400, laneY: 250, frogScale: 1 };
  private snapshot: FrogRiverSnapshot;
  private crossed = 0;
  private drawnCombo = 0;

  constructor(
    private readonly actor: Actor,
    options: SceneOptions,
    assets?: GameAssetBundle,
  ) {
    super();
    this.kit = new SceneKit({
      options,
      assets,
      fxLayer: this.fxLayer,
      particles: { capacity: 160, gravity: 420, shape: () => new Graphics().circle(0, 0, 4).fill(0xffffff) },
      popups: { style: { fontFamily: GAME_FONT, fontSize: 32, fontWeight: '900', fill: 0xffee58, stroke: { color: 0x1b5e20, width: 6 } }, count: 0, layer: this.popupLayer },
      banner: { style: { fontFamily: GAME_FONT, fontSize: 52, fontWeight: '900', fill: 0xfff59d, stroke: { color: 0x1b5e20, width: 8 }, align: 'center' } },
    });
    this.frog = new FrogView(this.frogShape);
    this.crowd = new FarBankCrowd(this.frogShape);
    this.pads = new LilyPadField(this.kit.tweens, (x, y, n) => this.splashAt(x, y, n));
    this.jumps = new FrogJumps(this.frog, this.pads, this.kit.tweens, this.kit.sfx, () => this.box);
    this.field.addChild(this.river, this.crowd, this.pads, this.frog, this.fxLayer, this.popupLayer);
    this.addChild(this.field, this.kit.banner);
    this.snapshot = actor.getSnapshot();
    this.kit.connect<FrogRiverSnapshot, FrogRiverEmitted>(actor, {
      draw: (s) => this.update(s),
      effects: {
        'letter.typed': (e) => this.bubble(e.id, e.pad),
        'pad.reached': (e) => this.jumpTo({ at: 'pad', word: e.id, pad: e.pad }, e.points),
        'word.crossed': (e) => this.crossOver(e.id, e.bonus),
        'word.missed': (e) => this.missed(e.id),
        'key.wrong': () => this.wrongKey(),
        'wave.started': (e) => this.showBanner(e.wave),
      },
      step: (dt) => this.step(dt),
    });
    this.resize(this.box.width, this.box.height);
  }

  resize(width: number, height: number): void {
    const farEdge = Math.max(56, height * 0.17);
    const nearEdge = height - Math.max(84, height * 0.22);
    const laneY = (farEdge + nearEdge) / 2 + Math.min(30, (nearEdge - farEdge) * 0.08);
    const sizes = padSizes(width * PAD_SPAN, nearEdge - farEdge);
    // the frog fits on a pad with room to spare: on a phone it must not hide the pad next to it
    const frogScale = Math.max(0.4, Math.min(1.1, width / 900, height / 600, sizes.rx / 80));
    this.box = { width, height, farEdge, nearEdge, laneY, frogScale };
    this.pads.setSizes(sizes);
    this.river.resize({ width, height, farEdge, nearEdge });
    this.frog.scale.set(frogScale);
    this.kit.banner.position.set(width / 2, farEdge + (nearEdge - farEdge) * 0.22);
    this.kit.banner.scale.set(Math.max(0.55, Math.min(1, width / 900)));
    this.layoutCrowd();
    this.update(this.actor.getSnapshot());
    this.jumps.place();
  }

  /** the river's still water (and banks) (the host paints them once outside GL) */
  staticBackdrop(): StaticBackdrop {
    return { layers: this.river.stillLayers, width: this.box.width, height: this.box.height };
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.kit.setOptions(options);
    if (options.resolution !== undefined) {
      // text is rasterised at the resolution it was made with: make the pads again
      this.pads.dropAll();
      this.resize(this.box.width, this.box.height);
    }
  }

  private update(snapshot: FrogRiverSnapshot): void {
    this.snapshot = snapshot;
    const { context } = snapshot;
    this.pads.draw(context, this.box.width, this.box.laneY, this.kit.options.resolution);
    // the ripples run with the world: slower while a slow prop holds it back
    this.river.speed = (this.box.width / driftNowOf(context)) * (slowingAt(context.props, context.now) ? SLOW_RATE : 1);
    if (multiplierOf(context.combo) > multiplierOf(this.drawnCombo)) this.kit.popups.show(this.frog.x, this.frog.y - 110 * this.box.frogScale, multiplierBanner(multiplierOf(context.combo)), this.popupMotion());
    this.drawnCombo = context.combo;
  }

  /** a right letter: a few bubbles rise around the pad it belongs to */
  private bubble(word: number, pad: number): void {
    const view = this.pads.padOf(word, pad);
    if (view) this.kit.burst(view.x, view.y + this.pads.sizes.rx * 0.3, 4, { speed: [40, 110], life: 320, tints: [0xffffff, 0xb3e5fc], scale: 0.6, scaleTo: 0.2 });
  }

  private jumpTo(to: Seat & { at: 'pad' }, points: number): void {
    this.jumps.jump(to, to.word, () => {
      this.kit.sfx?.play('plop', { volume: 0.7 });
      const at = this.jumps.seatPoint(to);
      this.kit.popups.show(at.x, at.y - 100 * this.box.frogScale, `+${points}`, this.popupMotion());
    });
  }

  /** the frog made it: a hop to the far bank, a croak, and a new frog waits on the near bank */
  private crossOver(word: number, bonus: number): void {
    this.jumps.jump({ at: 'far' }, word, () => {
      this.kit.sfx?.play('croak', { volume: 0.6 });
      this.kit.popups.show(this.frog.x, this.frog.y - 60, `过河啦！+${bonus}`, this.popupMotion());
      this.crossed += 1;
      this.layoutCrowd();
      this.jumps.newFrog(320);
    });
  }

  /** a word drifted away: its pads sink; a frog standing on one falls in and a new one waits on the bank */
  private missed(id: number): void {
    this.kit.sfx?.play('splash', { volume: 0.8 });
    if (!this.jumps.fellWith(id)) {
      this.frog.flinch();
      return;
    }
    this.splashAt(this.frog.x, this.frog.y, 24);
    this.jumps.newFrog(420, 250);
    this.jumps.next();
  }

  private wrongKey(): void {
    this.kit.sfx?.play('drip', { volume: 0.7 });
    this.frog.flinch();
    const target = targetOf(this.snapshot.context);
    if (!target) return;
    const view = this.pads.padOf(target.id, target.reached);
    if (!view) return;
    view.flashWrong();
    this.splashAt(view.x + (Math.random() - 0.5) * this.pads.sizes.rx, view.y + this.pads.sizes.rx * 0.4, 6);
  }

  /** droplets thrown up from the water, falling back */
  private splashAt(x: number, y: number, n: number): void {
    const tints = [0xffffff, 0xb3e5fc, 0x4fc3f7];
    for (let i = 0; i < n; i++) {
      const angle = -Math.PI * (0.15 + 0.7 * Math.random());
      const v = 140 + Math.random() * 200;
      this.kit.particles.emit({ x, y, vx: Math.cos(angle) * v, vy: Math.sin(angle) * v, life: 650, tint: tints[i % tints.length]!, scale: 1.2, scaleTo: 0.4 });
    }
  }

  /** the frogs already across sit in a row on the far bank (a classic round keeps room for CLASSIC_BANK) */
  private layoutCrowd(): void {
    const { context } = this.snapshot;
    this.crowd.layout(this.box, this.crossed, context.classic ? CLASSIC_BANK : context.words.length);
  }

  private showBanner(wave: number): void {
    const { context } = this.snapshot;
    const last = context.classic ? -1 : context.level.waves.length - 1;
    if (wave > 0) this.kit.sfx?.play('rush', { volume: 0.6 });
    const text = wave === 0 ? (context.classic ? '经典模式，出发！' : '小青蛙，出发！') : wave === last ? '最后一波，河水更急了！' : '河水变急了！';
    this.kit.banner.show(text, this.kit.banner.scale.x, { duration: 1800, entrance: 'fade' });
  }

  private step(dt: number): void {
    // the flowing ripples are the background animation the low quality stills (the pads still drift)
    if (this.kit.options.quality !== 'low') this.river.step(dt);
    this.frog.step(dt);
    this.pads.step(dt);
    this.jumps.ride();
  }

  /** score popups rise 50 px in 850 ms, kept inside the river */
  private popupMotion() {
    return { scale: 0.8, rise: 50, duration: 850, grow: 0.3 / 0.8, within: this.box.width, top: 24 };
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.kit.destroy();
    super.destroy(options);
    this.frogShape.destroy();
  }
}
