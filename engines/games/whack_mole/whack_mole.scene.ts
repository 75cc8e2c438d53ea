import { Container, Graphics } from 'pixi.js';
import type { AnyActorRef } from 'xstate';
import type { EngineScene, SceneOptions, StaticBackdrop } from '../../core/types';
import { targetsToDraw, type LetterSnapshot } from '../../core/game/letterGame.selectors';
import type { LetterEmitted, Target } from '../../core/game/letterTargets.logic';
import { SceneKit } from '../../core/game/SceneKit';
import { cacheStatic } from '../../core/game/staticLayer';
import type { GameAssetBundle } from '../../core/game/gameManifest';
import { drawHammer } from './Hammer';
import { MoleView } from './MoleView';
import { holeLayout, LINGER_MS, molePose } from './molePose';
import { raisedMultiplier } from '../../core/game/tally.logic';
import { GAME_FONT } from '../../core/view/fonts';

const SPARKS = [0xffd54f, 0xffffff, 0xff8a65, 0x81d4fa];

/**
 * 打地鼠's play field: a sunny lawn with holes; moles pop up showing big letters (their height is
 * a function of the snapshot's game time), a mallet swings on a whack with stars and a score
 * popup, a wrong key shakes the lawn. Effects run on the host's ticker (they stop with it); no
 * rules live here. Start screen, HUD and end screen are the page's.
 */
export class WhackMoleScene extends Container implements EngineScene {
  private readonly lawn = new Graphics();
  private readonly field = new Container();
  private readonly holeLayer = new Container();
  private readonly fxLayer = new Container();
  private readonly holes: MoleView[] = [];
  private readonly hammers: Graphics[] = [];
  /** sounds, music, popups, banner, particles, tweens, ticker, pause, teardown */
  private readonly kit: SceneKit;
  private size = { width: 800, height: 500, mole: 100 };
  private snapshot: LetterSnapshot;

  constructor(
    private readonly actor: AnyActorRef,
    options: SceneOptions,
    assets?: GameAssetBundle,
  ) {
    super();
    this.snapshot = actor.getSnapshot() as LetterSnapshot;
    const holes = this.snapshot.context.rules ? (this.snapshot.context.level as { holes: number }).holes : 9;
    for (let i = 0; i < holes; i++) {
      const view = new MoleView(options.resolution);
      this.holes.push(view);
      this.holeLayer.addChild(view);
    }
    for (let i = 0; i < 3; i++) this.hammers.push(this.fxLayer.addChild(drawHammer()));
    this.kit = new SceneKit({
      options,
      assets,
      fxLayer: this.fxLayer,
      minResolution: 2,
      particles: { capacity: 120, gravity: 900, shape: () => new Graphics().star(0, 0, 5, 9, 4).fill(0xffffff) },
      popups: { style: { fontFamily: GAME_FONT, fontSize: 40, fontWeight: '900', fill: 0xfff176, stroke: { color: 0xbf360c, width: 7 } } },
      banner: { style: { fontFamily: GAME_FONT, fontSize: 58, fontWeight: '900', fill: 0xffeb3b, stroke: { color: 0xd84315, width: 9 }, align: 'center' }, wobble: 0.15 },
    });
    this.field.addChild(this.lawn, this.holeLayer, this.fxLayer);
    this.addChild(this.field, this.kit.banner);
    this.kit.connect<LetterSnapshot, LetterEmitted>(actor, {
      draw: (s) => this.update(s),
      effects: {
        'target.hit': (e) => this.whack(e.slot, e.points, e.combo),
        'key.wrong': () => {
          this.kit.sfx?.play('miss');
          this.shake();
        },
        'target.escaped': () => this.kit.sfx?.play('escape', { volume: 0.35 }),
      },
    });
    this.resize(this.size.width, this.size.height);
  }

  resize(width: number, height: number): void {
    const { spots, size } = holeLayout(this.holes.length, width, height);
    this.size = { width, height, mole: size };
    cacheStatic(this.lawn, (g) => this.drawLawn(g, width, height, spots, size));
    this.holes.forEach((h, i) => {
      h.position.set(spots[i]!.x, spots[i]!.y);
      h.scale.set(size / 100);
    });
    this.kit.banner.position.set(width / 2, height * 0.12);
    this.update(this.actor.getSnapshot() as LetterSnapshot);
  }

  /** the lawn with its holes, under the moles (the host paints it once outside GL) */
  staticBackdrop(): StaticBackdrop {
    return { layers: [this.lawn], width: this.size.width, height: this.size.height };
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.kit.setOptions(options);
  }

  /** the lawn, drawn once per size into a texture (cacheStatic): as shapes, software GL spent most of
   * every frame on it (npm run bench:games: ~1.2 s of a ~1.3 s frame under load; cached ~0.15 s) */
  private drawLawn(g: Graphics, width: number, height: number, spots: { x: number; y: number }[], size: number): void {
    g.clear();
    g.rect(0, 0, width, height).fill(0x8bd45a);
    // mowing stripes
    const band = Math.max(40, height / 9);
    for (let y = 0, i = 0; y < height; y += band, i++) if (i % 2) g.rect(0, y, width, band).fill({ color: 0x7cc84d, alpha: 0.8 });
    // a hedge and flowers along the top, tufts in between (placed by index: the same every resize)
    g.rect(0, 0, width, height * 0.07).fill(0x4caf50);
    for (let x = 0; x < width + 40; x += 38) g.circle(x, height * 0.07, 24).fill(0x43a047);
    const petals = [0xffffff, 0xfff176, 0xf48fb1, 0xce93d8];
    for (let i = 0; i < Math.round(width / 70); i++) {
      const x = ((i * 137.5) % width) + 10;
      const y = height * 0.12 + ((i * 89) % Math.max(1, height * 0.85));
      if (spots.some((p) => Math.abs(p.x - x) < size * 0.8 && Math.abs(p.y - y) < size * 0.6)) continue;
      if (i % 3 === 0) {
        g.circle(x, y, 6).fill(petals[i % petals.length]!).circle(x, y, 2.5).fill(0xffa000);
      } else {
        g.moveTo(x - 6, y).lineTo(x - 3, y - 10).lineTo(x, y).lineTo(x + 3, y - 12).lineTo(x + 6, y).fill(0x5fa83a);
      }
    }
    // soft shadows under the holes
    for (const p of spots) g.ellipse(p.x, p.y + size * 0.12, size * 0.72, size * 0.22).fill({ color: 0x3e7b27, alpha: 0.35 });
    // the holes: they never move (software GL spent a third of a frame on their ellipses)
    for (const p of spots) MoleView.drawHole(g, p.x, p.y, size / 100);
  }

  private update(snapshot: LetterSnapshot): void {
    this.snapshot = snapshot;
    const { round } = snapshot.context;
    const now = round.now;
    const bySlot: (Target | undefined)[] = [];
    for (const t of targetsToDraw(round.targets, now, LINGER_MS)) {
      const prev = bySlot[t.slot];
      if (!prev || t.spawnAt > prev.spawnAt) bySlot[t.slot] = t;
    }
    this.holes.forEach((h, i) => {
      const t = bySlot[i];
      if (!t || t.fate === 'escaped') return h.show(null, 0, false);
      const pose = molePose(t, now);
      h.show(t.letter, pose.up, pose.stunned);
    });
  }

  private whack(slot: number, points: number, combo: number): void {
    const hole = this.holes[slot];
    if (!hole) return;
    const k = this.size.mole / 100;
    const headY = hole.y + hole.headY * k;
    this.kit.sfx?.play('whack');
    // the mallet swings down onto the head from the right
    const hammer = this.hammers.find((h) => !h.visible) ?? this.hammers[0]!;
    hammer.visible = true;
    hammer.alpha = 1;
    hammer.scale.set(k * 0.75);
    hammer.position.set(hole.x + this.size.mole * 1.05, headY + this.size.mole * 0.7);
    this.kit.tweens.add({ key: `hammer${this.hammers.indexOf(hammer)}`, duration: 110, ease: 'quadIn', onUpdate: (p) => (hammer.rotation = 0.2 - 1.45 * p), onComplete: () => {
      this.kit.tweens.add({ duration: 260, delay: 120, onUpdate: (p) => (hammer.alpha = 1 - p), onComplete: () => (hammer.visible = false) });
    } });
    this.kit.burst(hole.x, headY, 12, { speed: [220, 480], life: 650, tints: SPARKS, scale: k * 1.1, scaleTo: k * 0.3, spin: 8 });
    this.kit.popups.show(hole.x, headY - this.size.mole * 0.4, `+${points}`, { scale: Math.max(0.6, this.size.mole / 110), rise: this.size.mole * 0.6 });
    const raised = raisedMultiplier(combo, this.snapshot.context.rules);
    if (raised) this.kit.multiplierRaised(raised, this.size.width);
  }

  private shake(): void {
    this.kit.tweens.add({ key: 'shake', duration: 260, ease: 'linear', onUpdate: (p) => (this.field.x = Math.sin(p * Math.PI * 6) * 7 * (1 - p)) });
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    this.kit.destroy();
    super.destroy(options);
  }
}
