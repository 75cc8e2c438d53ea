import { Assets, Container, Graphics, Sprite, TextStyle, Texture, Ticker } from 'pixi.js';
import type { AnyActorRef, Subscription } from 'xstate';
import type { EngineScene, SceneOptions } from '../../core/types';
import type { LetterGameContext } from '../../core/game/letterGame.machine';
import { multiplierOf, type LetterEmitted } from '../../core/game/letterTargets.logic';
import { ParticlePool, particleDensity } from '../../core/game/particlePool';
import { soundSprite, type SoundSprite } from '../../core/game/soundSprite';
import { Tweens } from '../../core/game/tween';
import { BannerText, PopupTexts } from '../../core/game/FloatingTexts';
import { textureAlias, type GameAssetBundle } from '../../core/game/gameManifest';
import { BALLOON_COLOURS, balloonBox, balloonPlace, type BalloonBox } from './balloonLayout';
import { BalloonView } from './BalloonView';
import { multiplierBanner } from '../../core/game/comboWords';

type Options = SceneOptions & { ticker?: Ticker };
interface Snap {
  status: string;
  value: unknown;
  context: LetterGameContext;
}

const FONT = ['Arial Rounded MT Bold', 'Nunito', 'Verdana', 'DejaVu Sans', 'sans-serif'];

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
  private readonly views = new Map<number, BalloonView>();
  private readonly free: BalloonView[] = [];
  private readonly popups: PopupTexts;
  private readonly banner: BannerText;
  private readonly particles: ParticlePool<Graphics>;
  private readonly tweens = new Tweens();
  /** a smoothed frame time: where WebGL runs in software, bursts get smaller (never the game) */
  private readonly subscriptions: Subscription[];
  private readonly ticker: Ticker;
  private readonly sfx: SoundSprite | null;
  private readonly music: SoundSprite | null;
  private readonly cloudTexture: Texture | null;
  private box: BalloonBox;
  private snapshot: Snap;
  private cloudTime = 0;

  constructor(
    private readonly actor: AnyActorRef,
    private options: Options,
    assets?: GameAssetBundle,
  ) {
    super();
    this.ticker = options.ticker ?? Ticker.shared;
    this.sfx = assets?.sounds?.sfx ? soundSprite(assets.sounds.sfx) : null;
    this.music = assets?.sounds?.music ? soundSprite(assets.sounds.music) : null;
    const alias = assets ? textureAlias(assets.name, 'cloud') : '';
    this.cloudTexture = assets && Assets.cache.has(alias) ? (Assets.get<Texture>(alias) ?? null) : null;
    this.snapshot = actor.getSnapshot() as Snap;
    this.box = balloonBox(800, 500, (this.snapshot.context.level as { lanes: number }).lanes);
    this.popups = new PopupTexts(this.fxLayer, this.tweens, new TextStyle({ fontFamily: FONT, fontSize: 40, fontWeight: '900', fill: 0xfff176, stroke: { color: 0x6a1b9a, width: 7 } }), Math.max(2, options.resolution));
    this.banner = new BannerText(new TextStyle({ fontFamily: FONT, fontSize: 58, fontWeight: '900', fill: 0xffeb3b, stroke: { color: 0x7b1fa2, width: 9 } }), Math.max(2, options.resolution), this.tweens);
    this.particles = new ParticlePool<Graphics>({
      capacity: 140,
      gravity: 700,
      create: () => {
        const g = new Graphics().roundRect(-6, -3, 12, 6, 2).fill(0xffffff);
        g.visible = false;
        this.fxLayer.addChild(g);
        return g;
      },
    });
    this.edge.alpha = 0;
    this.addChild(this.sky, this.clouds, this.hill, this.balloonLayer, this.fxLayer, this.edge, this.banner);
    this.subscriptions = [actor.subscribe((s: Snap) => this.update(s)), actor.on('*', (e: LetterEmitted) => this.effect(e))];
    this.ticker.add(this.tick, this);
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
    this.banner.position.set(width / 2, height * 0.14);
    for (const v of [...this.views.values(), ...this.free]) v.scale.set(this.box.size / 100);
    this.placeClouds();
    this.update(this.actor.getSnapshot() as Snap);
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.options = { ...this.options, ...options };
    this.particles.density = particleDensity(this.options.quality);
  }

  private placeClouds(): void {
    const w = this.box.width;
    this.clouds.children.forEach((c, i) => {
      const speed = 0.012 + i * 0.006;
      const span = w + 300;
      c.x = ((i * span) / 3 + this.cloudTime * speed) % span - 150;
    });
  }

  private viewFor(id: number): BalloonView {
    let v = this.views.get(id);
    if (v) return v;
    v = this.free.pop() ?? this.balloonLayer.addChild(new BalloonView(this.options.resolution));
    v.visible = true;
    v.scale.set(this.box.size / 100);
    this.views.set(id, v);
    return v;
  }

  private update(snapshot: Snap): void {
    this.snapshot = snapshot;
    const { round } = snapshot.context;
    const now = round.now;
    const seen = new Set<number>();
    for (const t of round.targets) {
      if (t.fate !== 'live' || t.spawnAt > now || t.endAt <= now) continue;
      seen.add(t.id);
      const v = this.viewFor(t.id);
      v.setLetter(t.letter);
      v.setColour(BALLOON_COLOURS[t.id % BALLOON_COLOURS.length]!);
      const at = balloonPlace(t, now, this.box);
      v.position.set(at.x, at.y);
    }
    for (const [id, v] of this.views) {
      if (seen.has(id)) continue;
      this.views.delete(id);
      v.visible = false;
      this.free.push(v);
    }
    const playing = snapshot.status === 'active' && snapshot.value === 'playing';
    if (playing) this.music?.loop('music');
    else this.music?.pauseLoop();
  }

  private effect(e: LetterEmitted): void {
    switch (e.type) {
      case 'target.hit':
        return this.pop(e.id, e.points, e.combo);
      case 'key.wrong':
        this.sfx?.play('miss');
        return;
      case 'target.escaped':
        this.sfx?.play('escape', { volume: 0.5 });
        this.tweens.add({ key: 'edge', duration: 500, ease: 'linear', onUpdate: (p) => (this.edge.alpha = 0.8 * (1 - p)) });
        return;
      case 'session.finished':
        this.music?.stopLoop();
        this.sfx?.play('end');
        return;
      default:
        return;
    }
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
    this.sfx?.play('pop', { rate: 0.9 + Math.random() * 0.25 });
    this.particles.burst(at.x, at.y, 16, { speed: [180, 420], life: 700, tints: [colour, colour, 0xffffff], scale: k * 1.2, scaleTo: k * 0.4, spin: 10, random: Math.random });
    this.popups.show(at.x, at.y, `+${points}`, { scale: Math.max(0.6, this.box.size / 110), rise: this.box.size * 0.7 });
    const rules = this.snapshot.context.rules;
    if (combo >= rules.comboStep && multiplierOf(combo, rules) > multiplierOf(combo - 1, rules)) {
      this.sfx?.play('combo');
      this.banner.show(multiplierBanner(multiplierOf(combo, rules)), Math.max(0.55, Math.min(1.2, this.box.width / 1000)));
    }
  }

  private tick(ticker: Ticker): void {
    this.tweens.update(ticker.deltaMS);
    this.particles.update(ticker.deltaMS);
    // the drifting clouds are the background animation the low quality stills
    if (this.options.quality === 'low') return;
    this.cloudTime += ticker.deltaMS;
    this.placeClouds();
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.ticker.remove(this.tick, this);
    for (const s of this.subscriptions) s.unsubscribe();
    this.tweens.clear();
    this.music?.stopLoop();
    super.destroy(options);
  }
}
