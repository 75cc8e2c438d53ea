import { Assets, Container, Graphics, Sprite, Texture } from 'pixi.js';
import type { AnyActorRef } from 'xstate';
import type { EngineScene, SceneOptions, StaticBackdrop } from '../../core/types';
import { liveAt, type LetterEmitted } from '../../core/game/letterTargets.logic';
import { TargetViews } from '../../core/game/TargetViews';
import type { LetterSnapshot } from '../../core/game/letterGame.selectors';
import { SceneKit } from '../../core/game/SceneKit';
import { textureAlias, type GameAssetBundle } from '../../core/game/gameManifest';
import { BALLOON_COLOURS, balloonBox, balloonPlace, type BalloonBox } from './balloonLayout';
import { BalloonView } from './BalloonView';
import { raisedMultiplier } from '../../core/game/tally.logic';
import { GAME_FONT } from '../../core/view/fonts';

/**
 * 气球's play field: a sky with drifting clouds and a green hill; balloons carrying big letters
 * rise in their lanes (places are functions of the snapshot's game time); a pop bursts into
 * coloured shreds with a score popup, a balloon getting away flashes the sky's top edge. Effects
 * run on the host's ticker; no rules live here. Start screen, HUD and end screen are the page's.
 */
export class BalloonPopScene extends Container implements EngineScene {
  private readonly sky = new Graphics();
  private readonly clouds = new Container();
  private readonly hill = new Graphics();
  private readonly balloonLayer = new Container();
  private readonly fxLayer = new Container();
  private readonly edge = new Graphics();
  private readonly balloons: TargetViews<BalloonView>;
  /** sounds, music, popups, banner, particles, tweens, ticker, pause, teardown */
  private readonly kit: SceneKit;
  private readonly cloudTexture: Texture | null;
  private box: BalloonBox;
  private snapshot: LetterSnapshot;
  private cloudTime = 0;

  constructor(
    private readonly actor: AnyActorRef,
    options: SceneOptions,
    assets?: GameAssetBundle,
  ) {
    super();
    const alias = assets ? textureAlias(assets.name, 'cloud') : '';
    this.cloudTexture = assets && Assets.cache.has(alias) ? (Assets.get<Texture>(alias) ?? null) : null;
    this.snapshot = actor.getSnapshot() as LetterSnapshot;
    this.box = balloonBox(800, 500, (this.snapshot.context.level as { lanes: number }).lanes);
    this.kit = new SceneKit({
      options,
      assets,
      fxLayer: this.fxLayer,
      minResolution: 2,
      particles: { capacity: 140, gravity: 700, shape: () => new Graphics().roundRect(-6, -3, 12, 6, 2).fill(0xffffff) },
      popups: { style: { fontFamily: GAME_FONT, fontSize: 40, fontWeight: '900', fill: 0xfff176, stroke: { color: 0x6a1b9a, width: 7 } } },
      banner: { style: { fontFamily: GAME_FONT, fontSize: 58, fontWeight: '900', fill: 0xffeb3b, stroke: { color: 0x7b1fa2, width: 9 } } },
    });
    this.balloons = new TargetViews(this.balloonLayer, () => new BalloonView(this.kit.options.resolution));
    this.edge.alpha = 0;
    // the hill under the clouds: they drift in the sky's upper 60 %, the hill fills its lowest 12 %,
    // so the picture is the same, and sky and hill are the still bottom layers (staticBackdrop)
    this.addChild(this.sky, this.hill, this.clouds, this.balloonLayer, this.fxLayer, this.edge, this.kit.banner);
    this.kit.connect<LetterSnapshot, LetterEmitted>(actor, {
      draw: (s) => this.update(s),
      effects: {
        'target.hit': (e) => this.pop(e.id, e.points, e.combo),
        'key.wrong': () => this.kit.sfx?.play('miss'),
        'target.escaped': () => {
          this.kit.sfx?.play('escape', { volume: 0.5 });
          this.kit.tweens.add({ key: 'edge', duration: 500, ease: 'linear', onUpdate: (p) => (this.edge.alpha = 0.8 * (1 - p)) });
        },
      },
      step: (dt) => this.driftClouds(dt),
    });
    this.resize(800, 500);
  }

  resize(width: number, height: number): void {
    this.box = balloonBox(width, height, this.box.lanes);
    const bands = [0x81d4fa, 0x8fdafb, 0x9ee0fc, 0xaee6fd, 0xbdebfd, 0xcdf1fe];
    const band = height / bands.length;
    const sky = this.sky.clear();
    bands.forEach((c, i) => sky.rect(0, i * band, width, band + 1).fill(c));
    sky.circle(width - Math.min(90, width * 0.15), Math.min(80, height * 0.14), Math.min(46, width * 0.08)).fill(0xfff59d);
    this.hill
      .clear()
      .ellipse(width * 0.25, height + height * 0.02, width * 0.45, height * 0.12)
      .fill(0x9ccc65)
      .ellipse(width * 0.8, height + height * 0.03, width * 0.4, height * 0.1)
      .fill(0x8bc34a);
    this.clouds.removeChildren().forEach((c) => c.destroy());
    for (let i = 0; i < 3; i++) {
      const c = this.cloudTexture ? new Sprite(this.cloudTexture) : new Graphics().ellipse(0, 0, 90, 34).fill(0xffffff).ellipse(-40, 10, 50, 26).fill(0xffffff).ellipse(45, 8, 55, 28).fill(0xffffff);
      if (c instanceof Sprite) c.anchor.set(0.5);
      c.alpha = 0.85;
      c.scale.set(Math.max(0.4, Math.min(1, width / 1200)) * (1 - i * 0.2));
      c.y = height * (0.15 + i * 0.22);
      this.clouds.addChild(c);
    }
    this.edge.clear().rect(0, 0, width, Math.max(10, height * 0.025)).fill(0xff5252);
    this.kit.banner.position.set(width / 2, height * 0.14);
    for (const v of this.balloons.all()) v.scale.set(this.box.size / 100);
    this.placeClouds();
    this.update(this.actor.getSnapshot() as LetterSnapshot);
  }

  /** the sky and the hill, under everything (the host paints them once outside GL) */
  staticBackdrop(): StaticBackdrop {
    return { layers: [this.sky, this.hill], width: this.box.width, height: this.box.height };
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.kit.setOptions(options);
  }

  private placeClouds(): void {
    const w = this.box.width;
    this.clouds.children.forEach((c, i) => {
      const speed = 0.012 + i * 0.006;
      const span = w + 300;
      c.x = ((i * span) / 3 + this.cloudTime * speed) % span - 150;
    });
  }

  private update(snapshot: LetterSnapshot): void {
    this.snapshot = snapshot;
    const { round } = snapshot.context;
    this.balloons.show(liveAt(round, round.now), (v, t) => {
      v.setLetter(t.letter);
      v.setColour(BALLOON_COLOURS[t.id % BALLOON_COLOURS.length]!);
      v.scale.set(this.box.size / 100);
      const at = balloonPlace(t, round.now, this.box);
      v.position.set(at.x, at.y);
    });
  }

  private pop(id: number, points: number, combo: number): void {
    const target = this.snapshot.context.round.targets[id];
    if (!target) return;
    // where it was when the key came: the snapshot that popped it is not drawn yet, so place it at the pop's time
    const place = balloonPlace(target, this.snapshot.context.round.now, this.box);
    // a balloon popped as it leaves the ground still shows its sparks and points on screen
    const at = { x: place.x, y: Math.min(place.y, this.box.height - this.box.size * 0.6) };
    const colour = BALLOON_COLOURS[id % BALLOON_COLOURS.length]!;
    const k = this.box.size / 100;
    this.kit.sfx?.play('pop', { rate: 0.9 + Math.random() * 0.25 });
    this.kit.burst(at.x, at.y, 16, { speed: [180, 420], life: 700, tints: [colour, colour, 0xffffff], scale: k * 1.2, scaleTo: k * 0.4, spin: 10 });
    this.kit.popups.show(at.x, at.y, `+${points}`, { scale: Math.max(0.6, this.box.size / 110), rise: this.box.size * 0.7 });
    const raised = raisedMultiplier(combo, this.snapshot.context.rules);
    if (raised) this.kit.multiplierRaised(raised, this.box.width);
  }

  /** the drifting clouds are the background animation the low quality stills */
  private driftClouds(dt: number): void {
    if (this.kit.options.quality === 'low') return;
    this.cloudTime += dt;
    this.placeClouds();
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.kit.destroy();
    super.destroy(options);
  }
}
