import { Container, Graphics, Text, TextStyle, Ticker, type GraphicsContext } from 'pixi.js';
import type { ActorRefFrom, Subscription } from 'xstate';
import type { EngineScene, SceneOptions } from '../../core/types';
import type { GameAssetBundle } from '../../core/game/gameManifest';
import { ParticlePool, particleDensity } from '../../core/game/particlePool';
import { soundSprite, type SoundSprite } from '../../core/game/soundSprite';
import { hintingAt, SLOW_RATE, slowingAt } from '../../core/game/props';
import { Tweens } from '../../core/game/tween';
import { FrogView, frogContext } from './FrogView';
import { LilyPadView, padSizes, PINYIN_FONT } from './LilyPadView';
import { RiverBackdrop } from './RiverBackdrop';
import { FarBankCrowd } from './FarBankCrowd';
import { PopupTexts } from '../../core/game/FloatingTexts';
import type { frogRiverMachine } from './frog_river.machine';
import { multiplierOf, PAD_SPAN, targetOf } from './frog_river.logic';
import { driftNowOf, padPositionOf, wordsOnRiver, type FrogRiverSnapshot } from './frog_river.selectors';
import { multiplierBanner } from '../../core/game/comboWords';

type Actor = ActorRefFrom<typeof frogRiverMachine>;
/** the host hands its ticker in the options (game host); chapters' hosts do not */
type Options = SceneOptions & { ticker?: Ticker };

/** where the frog is: on the near bank, on a pad of a word, or (for a moment) on the far bank */
type Seat = { at: 'bank' } | { at: 'pad'; word: number; pad: number } | { at: 'far' };
/** one jump the frog still has to make (jumps queue up when the child types faster than the frog hops) */
interface Jump {
  to: Seat;
  /** the word the jump belongs to */
  word: number;
  onLand?: () => void;
}

const JUMP_MS = 300;
/** a classic round has no end: the far bank keeps room for this many frogs */
const CLASSIC_BANK = 24;

/**
 * 青蛙过河's river: banks, flowing water, lily pads with their 汉字 and pinyin (typed letters
 * green, the next one orange), the frog that jumps from pad to pad and the frogs already across.
 * It draws snapshots (pad positions are functions of the snapshot's time) and runs effects from
 * the machine's emitted events on the host's ticker. No rules live here; start screen and HUD
 * are the page's.
 */
export class FrogRiverScene extends Container implements EngineScene {
  private readonly river = new RiverBackdrop();
  private readonly field = new Container();
  private readonly padLayer = new Container();
  private readonly crowd: FarBankCrowd;
  private readonly fxLayer = new Container();
  private readonly popupLayer = new Container();
  private readonly popups: PopupTexts;
  private readonly frogShape: GraphicsContext = frogContext();
  private readonly frog: FrogView;
  private readonly banner: Text;
  private readonly views = new Map<string, LilyPadView>();
  private readonly sinking = new Set<string>();
  private readonly particles: ParticlePool<Graphics>;
  private readonly tweens = new Tweens();
  private readonly subscriptions: Subscription[];
  private readonly ticker: Ticker;
  private readonly sfx: SoundSprite | null;
  private readonly music: SoundSprite | null;
  private options: Options;
  private box = { width: 800, height: 500, farEdge: 90, nearEdge: 400, laneY: 250, frogScale: 1 };
  private sizes = padSizes(150, 300);
  private snapshot: FrogRiverSnapshot;
  private seat: Seat = { at: 'bank' };
  private readonly jumps: Jump[] = [];
  private jumping = false;
  /** the word of the jump in the air */
  private jumpWord = -1;
  private crossed = 0;
  /** where across the far bank the frog lands (fixed when it jumps, the bank does not drift) */
  private farX = 0;
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
    this.frog = new FrogView(this.frogShape);
    this.crowd = new FarBankCrowd(this.frogShape);
    this.popups = new PopupTexts(this.popupLayer, this.tweens, new TextStyle({ fontFamily: PINYIN_FONT, fontSize: 32, fontWeight: '900', fill: 0xffee58, stroke: { color: 0x1b5e20, width: 6 } }), options.resolution, 0);
    this.banner = new Text({ text: '', style: new TextStyle({ fontFamily: PINYIN_FONT, fontSize: 52, fontWeight: '900', fill: 0xfff59d, stroke: { color: 0x1b5e20, width: 8 }, align: 'center' }), resolution: options.resolution });
    this.banner.anchor.set(0.5);
    this.banner.alpha = 0;
    this.particles = new ParticlePool<Graphics>({
      capacity: 160,
      gravity: 420,
      create: () => {
        const g = new Graphics().circle(0, 0, 4).fill(0xffffff);
        g.visible = false;
        this.fxLayer.addChild(g);
        return g;
      },
    });
    this.particles.density = particleDensity(options.quality);
    this.field.addChild(this.river, this.crowd, this.padLayer, this.frog, this.fxLayer, this.popupLayer);
    this.addChild(this.field, this.banner);
    this.snapshot = actor.getSnapshot();
    this.subscriptions = [
      actor.subscribe((s) => this.update(s)),
      actor.on('letter.typed', (e) => this.bubble(e.id, e.pad)),
      actor.on('pad.reached', (e) => this.jumpTo({ at: 'pad', word: e.id, pad: e.pad }, e.points)),
      actor.on('word.crossed', (e) => this.crossOver(e.id, e.bonus)),
      actor.on('word.missed', (e) => this.missed(e.id)),
      actor.on('key.wrong', () => this.wrongKey()),
      actor.on('wave.started', (e) => this.showBanner(e.wave)),
      actor.on('session.finished', () => {
        this.music?.stopLoop();
        this.sfx?.play('end');
      }),
    ];
    this.ticker.add(this.tick, this);
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
    if (sizes.rx !== this.sizes.rx) {
      this.sizes = sizes;
      this.dropPads();
    }
    this.river.resize({ width, height, farEdge, nearEdge });
    this.frog.scale.set(frogScale);
    this.banner.position.set(width / 2, farEdge + (nearEdge - farEdge) * 0.22);
    this.banner.scale.set(Math.max(0.55, Math.min(1, width / 900)));
    this.layoutCrowd();
    this.update(this.actor.getSnapshot());
    this.placeFrog();
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.options = { ...this.options, ...options };
    // where frames are slow (the host's adaptive quality) splashes get smaller, never the game
    this.particles.density = particleDensity(this.options.quality);
    if (options.resolution !== undefined) {
      // text is rasterised at the resolution it was made with: make the pads again
      this.dropPads();
      this.banner.resolution = options.resolution;
      this.popups.setResolution(options.resolution);
      this.resize(this.box.width, this.box.height);
    }
  }

  private dropPads(): void {
    for (const v of this.views.values()) v.destroy({ children: true });
    this.views.clear();
    this.sinking.clear();
  }

  /** the spot on the near bank where each new frog waits */
  private bankSpot(): { x: number; y: number } {
    return { x: this.box.width / 2, y: this.box.nearEdge + (this.box.height - this.box.nearEdge) * 0.62 };
  }

  private seatPoint(seat: Seat): { x: number; y: number } {
    if (seat.at === 'bank') return this.bankSpot();
    if (seat.at === 'far') return { x: this.farX, y: this.box.farEdge * 0.72 };
    const view = this.views.get(`${seat.word}:${seat.pad}`);
    return view ? { x: view.x, y: view.y + view.seatY } : { x: this.frog.x, y: this.frog.y };
  }

  private update(snapshot: FrogRiverSnapshot): void {
    this.snapshot = snapshot;
    const { context } = snapshot;
    const target = targetOf(context);
    const hinting = hintingAt(context.props, context.now);
    // pads of words that are over sink (a classic round has thousands of words: only the pads drawn are looked at)
    for (const [key, view] of this.views) {
      if (this.sinking.has(key)) continue;
      const word = context.words[Number(key.slice(0, key.indexOf(':')))];
      if (word && word.fate !== 'drifting') this.sink(key, view, word.fate === 'missed');
    }
    for (const word of wordsOnRiver(context)) {
      word.pads.forEach((pad, i) => {
        const key = `${word.id}:${i}`;
        let view = this.views.get(key);
        if (!view) {
          view = new LilyPadView(pad, this.sizes, this.options.resolution);
          this.views.set(key, view);
          this.padLayer.addChild(view);
          const v = view;
          v.scale.set(0.2);
          // pads are dropped and made again when the resolution changes: a tween outliving its pad does nothing
          this.tweens.add({ duration: 380, ease: 'backOut', onUpdate: (p) => !v.destroyed && v.scale.set(0.2 + 0.8 * p) });
        }
        // the river flows right to left, so a word's first pad leads on the left and the word reads left to right
        view.position.set((1 - padPositionOf(word, i, context.now)) * this.box.width, this.box.laneY);
        const isTarget = target?.id === word.id && i === word.reached;
        // 提示 (a prop): the syllable to type lights up, its next letter biggest
        view.setProgress(i < word.reached ? pad.letters.length : isTarget ? word.typed : 0, isTarget, isTarget && hinting);
      });
    }
    // the ripples run with the world: slower while a slow prop holds it back
    this.river.speed = (this.box.width / driftNowOf(context)) * (slowingAt(context.props, context.now) ? SLOW_RATE : 1);
    if (multiplierOf(context.combo) > multiplierOf(this.drawnCombo)) this.popups.show(this.frog.x, this.frog.y - 110 * this.box.frogScale, multiplierBanner(multiplierOf(context.combo)), this.popupMotion());
    this.drawnCombo = context.combo;
    if (snapshot.status === 'active' && snapshot.value === 'playing') this.music?.loop('music');
    else this.music?.pauseLoop();
  }

  /** a pad leaves the river: it fades under the surface (a missed one with a splash) */
  private sink(key: string, view: LilyPadView, splash: boolean): void {
    this.sinking.add(key);
    if (splash) this.splashAt(view.x, view.y, 14);
    this.tweens.add({
      duration: splash ? 450 : 700,
      ease: 'quadOut',
      onUpdate: (p) => {
        if (view.destroyed) return;
        view.alpha = 1 - p;
        view.scale.set(1 - 0.3 * p);
      },
      onComplete: () => {
        if (view.destroyed) return; // dropped with every pad meanwhile (a resolution change)
        this.views.delete(key);
        this.sinking.delete(key);
        view.destroy({ children: true });
      },
    });
  }

  /** a right letter: a few bubbles rise around the pad it belongs to */
  private bubble(word: number, pad: number): void {
    const view = this.views.get(`${word}:${pad}`);
    if (view) this.particles.burst(view.x, view.y + this.sizes.rx * 0.3, 4, { speed: [40, 110], life: 320, tints: [0xffffff, 0xb3e5fc], scale: 0.6, scaleTo: 0.2, random: Math.random });
  }

  private jumpTo(to: Seat, points: number): void {
    this.jumps.push({
      to,
      word: to.at === 'pad' ? to.word : -1,
      onLand: () => {
        this.sfx?.play('plop', { volume: 0.7 });
        const at = this.seatPoint(to);
        this.popups.show(at.x, at.y - 100 * this.box.frogScale, `+${points}`, this.popupMotion());
      },
    });
    this.nextJump();
  }

  /** the frog made it: a hop to the far bank, a croak, and a new frog waits on the near bank */
  private crossOver(word: number, bonus: number): void {
    this.jumps.push({
      to: { at: 'far' },
      word,
      onLand: () => {
        this.sfx?.play('croak', { volume: 0.6 });
        this.popups.show(this.frog.x, this.frog.y - 60, `过河啦！+${bonus}`, this.popupMotion());
        this.crossed += 1;
        this.layoutCrowd();
        this.seat = { at: 'bank' };
        this.placeFrog();
        this.frog.scale.set(0.1);
        this.tweens.add({ key: 'newfrog', duration: 320, ease: 'backOut', onUpdate: (p) => this.frog.scale.set(this.box.frogScale * (0.1 + 0.9 * p)) });
      },
    });
    this.nextJump();
  }

  private nextJump(): void {
    if (this.jumping) return;
    const jump = this.jumps.shift();
    if (!jump) return;
    this.jumping = true;
    this.jumpWord = jump.word;
    this.sfx?.play('jump', { volume: 0.45, rate: 0.95 + Math.random() * 0.1 });
    const from = { x: this.frog.x, y: this.frog.y };
    if (jump.to.at === 'far') this.farX = from.x;
    const height = 70 * this.box.frogScale + Math.abs(from.y - this.seatPoint(jump.to).y) * 0.25;
    this.seat = { at: 'bank' };
    this.tweens.add({
      key: 'jump',
      duration: JUMP_MS,
      ease: 'linear',
      onUpdate: (p) => {
        // aim at where the seat is now: pads keep drifting while the frog is in the air
        const to = this.seatPoint(jump.to);
        this.frog.position.set(from.x + (to.x - from.x) * p, from.y + (to.y - from.y) * p - Math.sin(Math.PI * p) * height);
        this.frog.hop(p);
      },
      onComplete: () => {
        this.seat = jump.to;
        this.jumping = false;
        jump.onLand?.();
        this.nextJump();
      },
    });
  }

  /** a word drifted away: its pads sink; a frog standing on one falls in and a new one waits on the bank */
  private missed(id: number): void {
    this.sfx?.play('splash', { volume: 0.8 });
    const mine = this.jumps.filter((j) => j.word === id);
    for (const j of mine) this.jumps.splice(this.jumps.indexOf(j), 1);
    const onIt = this.jumping ? this.jumpWord === id : this.seat.at === 'pad' && this.seat.word === id;
    if (!onIt) {
      this.frog.flinch();
      return;
    }
    this.tweens.cancelKey('jump');
    this.jumping = false;
    this.splashAt(this.frog.x, this.frog.y, 24);
    this.seat = { at: 'bank' };
    this.placeFrog();
    this.frog.scale.set(0.1);
    this.tweens.add({ key: 'newfrog', duration: 420, delay: 250, ease: 'backOut', onUpdate: (p) => this.frog.scale.set(this.box.frogScale * (0.1 + 0.9 * p)) });
    this.nextJump();
  }

  private wrongKey(): void {
    this.sfx?.play('drip', { volume: 0.7 });
    this.frog.flinch();
    const target = targetOf(this.snapshot.context);
    if (!target) return;
    const view = this.views.get(`${target.id}:${target.reached}`);
    if (!view) return;
    view.flashWrong();
    this.splashAt(view.x + (Math.random() - 0.5) * this.sizes.rx, view.y + this.sizes.rx * 0.4, 6);
  }

  /** droplets thrown up from the water, falling back */
  private splashAt(x: number, y: number, n: number): void {
    const tints = [0xffffff, 0xb3e5fc, 0x4fc3f7];
    for (let i = 0; i < n; i++) {
      const angle = -Math.PI * (0.15 + 0.7 * Math.random());
      const v = 140 + Math.random() * 200;
      this.particles.emit({ x, y, vx: Math.cos(angle) * v, vy: Math.sin(angle) * v, life: 650, tint: tints[i % tints.length]!, scale: 1.2, scaleTo: 0.4 });
    }
  }

  private placeFrog(): void {
    const at = this.seatPoint(this.seat);
    this.frog.position.set(at.x, at.y);
  }

  /** the frogs already across sit in a row on the far bank (a classic round keeps room for CLASSIC_BANK) */
  private layoutCrowd(): void {
    const { context } = this.snapshot;
    this.crowd.layout(this.box, this.crossed, context.classic ? CLASSIC_BANK : context.words.length);
  }

  private showBanner(wave: number): void {
    const { context } = this.snapshot;
    const last = context.classic ? -1 : context.level.waves.length - 1;
    if (wave > 0) this.sfx?.play('rush', { volume: 0.6 });
    this.banner.text = wave === 0 ? (context.classic ? '经典模式，出发！' : '小青蛙，出发！') : wave === last ? '最后一波，河水更急了！' : '河水变急了！';
    this.tweens.add({
      key: 'banner',
      duration: 1800,
      ease: 'linear',
      onUpdate: (p) => (this.banner.alpha = p < 0.15 ? p / 0.15 : p > 0.75 ? (1 - p) / 0.25 : 1),
    });
  }

  private tick(ticker: Ticker): void {
    const dt = Math.min(100, ticker.deltaMS);
    // the flowing ripples are the background animation the low quality stills (the pads still drift)
    if (this.options.quality !== 'low') this.river.step(dt);
    this.frog.step(dt);
    for (const v of this.views.values()) v.step(dt);
    this.tweens.update(dt);
    this.particles.update(dt);
    // a frog sitting on a pad rides the current with it
    if (!this.jumping && this.seat.at === 'pad') this.placeFrog();
  }

  /** score popups rise 50 px in 850 ms, kept inside the river */
  private popupMotion() {
    return { scale: 0.8, rise: 50, duration: 850, grow: 0.3 / 0.8, within: this.box.width, top: 24 };
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    for (const s of this.subscriptions) s.unsubscribe();
    this.ticker.remove(this.tick, this);
    this.music?.stopLoop();
    this.tweens.clear();
    super.destroy(options);
    this.frogShape.destroy();
  }
}
