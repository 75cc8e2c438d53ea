import { Assets, Container, Graphics, Texture } from 'pixi.js';
import type { ActorRefFrom } from 'xstate';
import type { EngineScene, SceneOptions, StaticBackdrop } from '../../core/types';
import { textureAlias, type GameAssetBundle } from '../../core/game/gameManifest';
import { SceneKit } from '../../core/game/SceneKit';
import type { appleCatchMachine } from './apple_catch.machine';
import { applesOnField, expectedKey, targetOf } from './apple_catch.logic';
import { multiplierOf } from '../../core/game/tally.logic';
import { hintingAt } from '../../core/game/props';
import type { AppleCatchSnapshot } from './apple_catch.selectors';
import type { AppleCatchEmitted } from './apple_catch.types';
import { AppleView } from './AppleView';
import { Basket } from './Basket';
import { EntryBox } from './EntryBox';
import { OrchardBackdrop } from './OrchardBackdrop';
import { applePlace, orchardBox, shownNumber, type OrchardBox } from './orchardLayout';
import { GAME_FONT } from '../../core/view/fonts';

type Actor = ActorRefFrom<typeof appleCatchMachine>;


/**
 * 接苹果's play field: the apple tree, apples with their number tags falling from it (places are
 * functions of the snapshot's game time), the basket that slides under the apple being typed and
 * the entry box on the grass. A catch flies the apple into the basket; a wrong key shakes the
 * basket and flashes the box; an apple on the ground squashes. Effects run on the host's ticker;
 * no rules live here. Start screen, HUD and end screen are the page's.
 */
export class AppleCatchScene extends Container implements EngineScene {
  private readonly orchard = new OrchardBackdrop();
  private readonly appleLayer = new Container();
  private readonly basket = new Basket();
  private readonly entry: EntryBox;
  private readonly fxLayer = new Container();
  private readonly edge = new Graphics();
  private readonly views = new Map<number, AppleView>();
  /** sounds, music, popups, banner, particles, tweens, ticker, pause, teardown */
  private readonly kit: SceneKit;
  private readonly appleTexture: Texture | null;
  private box: OrchardBox = orchardBox(800, 500);
  private snapshot: AppleCatchSnapshot;
  /** where the basket is heading (under the apple being typed) */
  private basketGoal = 400;
  private shake = 0;
  private drawnCombo = 0;

  constructor(
    private readonly actor: Actor,
    options: SceneOptions,
    assets?: GameAssetBundle,
  ) {
    super();
    const alias = assets ? textureAlias(assets.name, 'apple') : '';
    this.appleTexture = assets && Assets.cache.has(alias) ? (Assets.get<Texture>(alias) ?? null) : null;
    this.entry = new EntryBox(options.resolution);
    this.kit = new SceneKit({
      options,
      assets,
      fxLayer: this.fxLayer,
      minResolution: 2,
      particles: { capacity: 140, gravity: 600, shape: () => new Graphics().circle(0, 0, 5).fill(0xffffff) },
      popups: { style: { fontFamily: GAME_FONT, fontSize: 38, fontWeight: '900', fill: 0xfff176, stroke: { color: 0xb71c1c, width: 7 } } },
      banner: { style: { fontFamily: GAME_FONT, fontSize: 54, fontWeight: '900', fill: 0xffeb3b, stroke: { color: 0xbf360c, width: 9 } } },
    });
    this.edge.alpha = 0;
    this.edge.visible = false;
    this.addChild(this.orchard, this.appleLayer, this.basket, this.entry, this.fxLayer, this.edge, this.kit.banner);
    this.snapshot = actor.getSnapshot();
    this.kit.connect<AppleCatchSnapshot, AppleCatchEmitted>(actor, {
      draw: (s) => this.update(s),
      effects: {
        'key.correct': (e) => {
          if (e.key !== 'Enter') this.kit.sfx?.play('tap', { volume: 0.5, rate: 0.95 + Math.random() * 0.1 });
        },
        'key.wrong': () => {
          this.kit.sfx?.play('wrong');
          this.shake = 1;
          this.kit.tweens.add({ key: 'wrong', duration: 420, ease: 'quadOut', onUpdate: (p) => (this.entry.wrongFlash = 1 - p) });
        },
        'apple.caught': (e) => this.caught(e.id, e.points),
        'apple.dropped': (e) => this.dropped(e.id),
      },
      step: (dt) => this.step(dt),
    });
    this.resize(800, 500);
  }

  resize(width: number, height: number): void {
    const box = orchardBox(width, height);
    this.box = box;
    this.orchard.resize(box);
    this.basket.scale.set(box.scale);
    this.basket.y = box.groundY - 66 * box.scale;
    this.basket.x = this.basketGoal = Math.min(width - 80 * box.scale, Math.max(80 * box.scale, this.basket.x || width / 2));
    this.entry.layout(Math.min(width - 24, 480 * box.appleScale), 62 * box.appleScale);
    this.entry.position.set(width / 2, box.entryY);
    this.edge.clear().rect(0, box.groundY - 6, width, height - box.groundY + 6).fill({ color: 0xff1744, alpha: 0.5 });
    this.kit.banner.position.set(width / 2, height * 0.42);
    for (const v of this.views.values()) v.scale.set(box.appleScale);
    this.update(this.actor.getSnapshot());
  }

  /** the orchard's still scenery and the entry box's frame (the host paints them once outside GL) */
  staticBackdrop(): StaticBackdrop {
    return { layers: [...this.orchard.stillLayers, this.entry.frame], width: this.box.width, height: this.box.height };
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.kit.setOptions(options);
  }

  private update(snapshot: AppleCatchSnapshot): void {
    this.snapshot = snapshot;
    const { context } = snapshot;
    const target = targetOf(context);
    const typing = context.entry !== '' ? target : null;
    // 提示 (the hint prop): the apple the next key is for, and that key, light up
    const hintKey = snapshot.value === 'playing' && hintingAt(context.props, context.now) ? expectedKey(context) : null;
    const hinted = hintKey !== null ? target : null;
    const seen = new Set<number>();
    for (const a of applesOnField(context)) {
      seen.add(a.id);
      let view = this.views.get(a.id);
      if (!view) {
        view = this.appleLayer.addChild(new AppleView(this.appleTexture, this.kit.options.resolution));
        view.scale.set(this.box.appleScale);
        this.views.set(a.id, view);
      }
      const isTarget = typing?.id === a.id;
      const isHinted = hinted?.id === a.id && hintKey !== 'Enter';
      view.show(a.number, isTarget || isHinted ? context.entry.length : -1, isTarget, isHinted);
      const at = applePlace(a, context.now, this.box, view.halfWidth * this.box.appleScale);
      view.position.set(at.x, at.y);
      view.zIndex = isTarget || isHinted ? 1 : 0;
      view.hanging = at.hanging;
    }
    this.appleLayer.sortableChildren = true;
    for (const [id, view] of this.views) {
      if (seen.has(id)) continue;
      this.views.delete(id);
      view.destroy({ children: true });
    }
    // a new combo multiplier: say so
    if (multiplierOf(context.combo) > multiplierOf(this.drawnCombo)) this.kit.multiplierRaised(multiplierOf(context.combo), this.box.width);
    this.drawnCombo = context.combo;
    if (typing) this.basketGoal = this.views.get(typing.id)?.x ?? this.basketGoal;
    this.basket.setCount(context.caught);
    this.entry.setEntry(typing ? shownNumber(typing.number, context.entry.length)[0] : context.entry, typing !== null && typing.number === context.entry, hintKey);
  }

  /** the caught apple flies in an arc into the basket; sparkles, points, and the combo when it grows */
  private caught(id: number, points: number): void {
    const view = this.views.get(id);
    if (!view) return;
    this.views.delete(id);
    this.kit.sfx?.play('catch');
    const from = { x: view.x, y: view.y };
    this.basketGoal = from.x;
    const to = () => ({ x: this.basket.x, y: this.basket.y - 10 * this.box.scale });
    view.show(this.snapshot.context.apples[id]!.number, -1, false);
    this.kit.tweens.add({
      duration: 360,
      ease: 'quadIn',
      onUpdate: (p) => {
        const end = to();
        view.position.set(from.x + (end.x - from.x) * p, from.y + (end.y - from.y) * p - Math.sin(p * Math.PI) * 60 * this.box.scale);
        view.scale.set(this.box.appleScale * (1 - 0.45 * p));
        view.alpha = p < 0.8 ? 1 : 1 - (p - 0.8) / 0.2;
      },
      onComplete: () => {
        const end = to();
        view.destroy({ children: true });
        this.kit.burst(end.x, end.y, 14, { speed: [120, 300], life: 650, tints: [0xffeb3b, 0xffffff, 0x66bb6a], scale: this.box.scale, scaleTo: 0.2 });
        this.popup(end.x, end.y - 40 * this.box.scale, `+${points}`);
      },
    });
  }

  /** an apple on the ground squashes and bursts; the grass flashes red */
  private dropped(id: number): void {
    const view = this.views.get(id);
    this.kit.sfx?.play('drop');
    // hidden when spent: an alpha-0 rect is still drawn
    this.edge.visible = true;
    this.kit.tweens.add({ key: 'edge', duration: 500, ease: 'linear', onUpdate: (p) => (this.edge.alpha = 1 - p), onComplete: () => (this.edge.visible = false) });
    if (!view) return;
    this.views.delete(id);
    const y = this.box.groundY - this.box.appleR * 0.4;
    view.position.y = y;
    this.kit.burst(view.x, y, 12, { speed: [80, 220], life: 550, tints: [0xe53935, 0xffcdd2, 0x8d6e63], scale: this.box.scale, scaleTo: 0.3 });
    this.kit.tweens.add({
      duration: 600,
      ease: 'quadOut',
      onUpdate: (p) => {
        view.body.scale.set(1 + 0.35 * Math.min(1, p * 3), 1 - 0.45 * Math.min(1, p * 3));
        view.alpha = p < 0.5 ? 1 : 1 - (p - 0.5) / 0.5;
      },
      onComplete: () => view.destroy({ children: true }),
    });
  }

  private popup(x: number, y: number, text: string): void {
    this.kit.popups.show(x, y, text, { scale: Math.max(0.6, this.box.scale), rise: 50 * this.box.scale, duration: 750 });
  }

  /** each frame: the orchard, the box and the apples move; the basket follows the apple being typed */
  private step(dt: number): void {
    this.orchard.step(dt);
    this.entry.step(dt);
    for (const v of this.views.values()) v.step(dt);
    // an apple low enough for its tag to reach the box (falling, or squashed on the grass) goes under it
    const boxTop = this.box.entryY - 31 * this.box.appleScale;
    this.entry.covering = this.appleLayer.children.some((v) => v.y + AppleView.reach * v.scale.y > boxTop);
    // the basket slides under the apple being typed, and shakes on a wrong key
    this.basket.x += (this.basketGoal - this.basket.x) * Math.min(1, dt / 120);
    if (this.shake > 0) this.shake = Math.max(0, this.shake - dt / 380);
    this.basket.rotation = Math.sin(this.shake * 28) * 0.12 * this.shake;
    this.entry.shake = Math.sin(this.shake * 34) * 10 * this.shake;
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.kit.destroy();
    super.destroy(options);
  }
}
