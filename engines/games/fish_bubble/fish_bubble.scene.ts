import { Container, Graphics } from 'pixi.js';
import type { AnyActorRef } from 'xstate';
import type { EngineScene, SceneOptions, StaticBackdrop } from '../../core/types';
import { liveAt, type LetterEmitted } from '../../core/game/letterTargets.logic';
import type { LetterSnapshot } from '../../core/game/letterGame.selectors';
import { SceneKit } from '../../core/game/SceneKit';
import { TargetViews } from '../../core/game/TargetViews';
import { cacheStatic } from '../../core/game/staticLayer';
import type { GameAssetBundle } from '../../core/game/gameManifest';
import { raisedMultiplier } from '../../core/game/tally.logic';
import { ambientOn } from '../../core/render/frameLoop';
import { GAME_FONT } from '../../core/view/fonts';
import { BUBBLE_COLOURS, FISH_COLOURS, bubblePlace, fishSpot, mouthOf, seaBox, type SeaBox } from './seaLayout';
import { BubbleView } from './BubbleView';
import { FishView } from './FishView';
import { drawFloor, drawWater } from './SeaBackdrop';

/**
 * 小鱼吐泡泡's play field: blue water with sun rays over a sandy floor (the still backdrop), a row of
 * little fish, and the bubbles they blow rising with big letters (places are functions of the
 * snapshot's game time). A pop sprays little bubbles with a score popup and makes its fish hop; a
 * bubble reaching the surface breaks there. Effects run on the host's ticker; no rules live here.
 */
export class FishBubbleScene extends Container implements EngineScene {
  private readonly water = new Graphics();
  private readonly floor = new Graphics();
  private readonly fishLayer = new Container();
  private readonly bubbleLayer = new Container();
  private readonly fxLayer = new Container();
  private readonly fish: FishView[] = [];
  private readonly bubbles: TargetViews<BubbleView>;
  /** sounds, music, popups, banner, particles, tweens, ticker, pause, teardown */
  private readonly kit: SceneKit;
  private box: SeaBox;
  private snapshot: LetterSnapshot;
  private swimTime = 0;

  constructor(
    private readonly actor: AnyActorRef,
    options: SceneOptions,
    assets?: GameAssetBundle,
  ) {
    super();
    this.snapshot = actor.getSnapshot() as LetterSnapshot;
    const count = (this.snapshot.context.level as { fish: number }).fish;
    for (let i = 0; i < count; i++) this.fish.push(this.fishLayer.addChild(new FishView(FISH_COLOURS[i % FISH_COLOURS.length]!)));
    this.box = seaBox(800, 500, count);
    this.kit = new SceneKit({
      options,
      assets,
      fxLayer: this.fxLayer,
      minResolution: 2,
      // the spray of a pop: little bubbles that float up
      particles: { capacity: 140, gravity: -320, shape: () => new Graphics().circle(0, 0, 6).fill({ color: 0xffffff, alpha: 0.35 }).stroke({ color: 0xffffff, width: 2 }) },
      popups: { style: { fontFamily: GAME_FONT, fontSize: 40, fontWeight: '900', fill: 0xfff176, stroke: { color: 0x0d47a1, width: 7 } } },
      banner: { style: { fontFamily: GAME_FONT, fontSize: 58, fontWeight: '900', fill: 0xffeb3b, stroke: { color: 0x01579b, width: 9 } } },
    });
    this.bubbles = new TargetViews(this.bubbleLayer, () => new BubbleView(this.kit.options.resolution));
    this.addChild(this.water, this.floor, this.fishLayer, this.bubbleLayer, this.fxLayer, this.kit.banner);
    this.kit.connect<LetterSnapshot, LetterEmitted>(actor, {
      draw: (s) => this.update(s),
      effects: {
        'target.hit': (e) => this.pop(e.id, e.slot, e.points, e.combo),
        'key.wrong': () => this.kit.sfx?.play('miss'),
        'target.escaped': (e) => this.breakAtSurface(e.slot),
      },
      step: (dt) => this.swim(dt),
    });
    this.resize(800, 500);
  }

  resize(width: number, height: number): void {
    this.box = seaBox(width, height, this.fish.length);
    const spots = this.fish.map((_, i) => fishSpot(i, this.box));
    // each drawn once per size into a texture (as 打地鼠's lawn): the same picture in GL and in the page
    cacheStatic(this.water, (g) => drawWater(g, this.box));
    cacheStatic(this.floor, (g) => drawFloor(g, this.box, spots));
    this.fish.forEach((f, i) => {
      f.position.set(spots[i]!.x, spots[i]!.y);
      f.scale.set(this.box.fishSize / 100);
    });
    this.kit.banner.position.set(width / 2, height * 0.16);
    this.update(this.actor.getSnapshot() as LetterSnapshot);
  }

  /** the water and the sea floor, under everything (the host paints them once outside GL) */
  staticBackdrop(): StaticBackdrop {
    return { layers: [this.water, this.floor], width: this.box.width, height: this.box.height };
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.kit.setOptions(options);
  }

  private update(snapshot: LetterSnapshot): void {
    this.snapshot = snapshot;
    const { round } = snapshot.context;
    this.bubbles.show(liveAt(round, round.now), (v, t) => {
      const at = bubblePlace(t, round.now, this.box);
      v.setLetter(t.letter);
      v.setColour(BUBBLE_COLOURS[t.id % BUBBLE_COLOURS.length]!);
      v.scale.set((this.box.bubble / 100) * at.scale);
      v.position.set(at.x, at.y);
    });
  }

  private pop(id: number, slot: number, points: number, combo: number): void {
    const target = this.snapshot.context.round.targets[id];
    if (!target) return;
    // where it was when the key came: the snapshot that popped it is not drawn yet
    const at = bubblePlace(target, this.snapshot.context.round.now, this.box);
    const k = this.box.bubble / 100;
    const colour = BUBBLE_COLOURS[id % BUBBLE_COLOURS.length]!;
    this.kit.sfx?.play('pop', { rate: 0.9 + Math.random() * 0.25 });
    this.kit.burst(at.x, at.y, 14, { speed: [120, 340], life: 800, tints: [colour, 0xffffff, 0xb3e5fc], scale: k * 1.1, scaleTo: k * 0.5 });
    this.kit.popups.show(at.x, at.y, `+${points}`, { scale: Math.max(0.6, this.box.bubble / 110), rise: this.box.bubble * 0.7 });
    this.hop(slot);
    const raised = raisedMultiplier(combo, this.snapshot.context.rules);
    if (raised) this.kit.multiplierRaised(raised, this.box.width);
  }

  /** the fish whose bubble was popped jumps for joy (pivot, so the swimming bob is left alone) */
  private hop(slot: number): void {
    const fish = this.fish[slot];
    if (!fish) return;
    this.kit.tweens.add({ key: `hop${slot}`, duration: 420, ease: 'linear', onUpdate: (p) => {
      fish.pivot.y = Math.sin(p * Math.PI) * 34;
      fish.rotation = -Math.sin(p * Math.PI * 2) * 0.18;
    } });
  }

  /** a bubble reached the surface: it breaks there in a few drops */
  private breakAtSurface(slot: number): void {
    this.kit.sfx?.play('escape', { volume: 0.5 });
    const x = mouthOf(slot, this.box).x;
    this.kit.burst(x, this.box.bubble * 0.4, 6, { speed: [60, 160], life: 500, tints: [0xffffff, 0xe1f5fe], scale: this.box.bubble / 140, scaleTo: 0.2, gravity: 400 });
  }

  /** the fish bob gently: the background animation the low quality (and a still frame loop) leaves out */
  private swim(dt: number): void {
    if (this.kit.options.quality === 'low' || !ambientOn(this.kit.ticker)) return;
    this.swimTime += dt;
    this.fish.forEach((f, i) => (f.y = fishSpot(i, this.box).y + Math.sin(this.swimTime / 520 + i * 1.3) * this.box.fishSize * 0.05));
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.kit.destroy();
    super.destroy(options);
  }
}
