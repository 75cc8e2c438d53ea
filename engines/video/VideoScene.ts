import { Container, Graphics, Text, Ticker, type DestroyOptions } from 'pixi.js';
import type { AnyActorRef, Subscription } from 'xstate';
import type { EngineScene, SceneOptions } from '../core/types';
import { BUBBLE_POP, planVideoLayout } from './videoLayout';
import { keyCaption, stageOf, type StageView, type VideoSnapshot } from './video.selectors';
import { CJK_FONT, withFirst } from '../core/view/fonts';

const COLOR = { card: 0xffffff, cardEdge: 0xffd166, ink: 0x3b3b52, bubble: 0x2f6fed, bubbleSoft: 0xb9cdfa, keyText: 0xffffff, dot: 0xd5d9e6, dotDone: 0x27a844, dotNow: 0xff8a00 };

/**
 * The video lesson's stage: a big caption card, the key being pressed huge in a bubble, and one
 * dot per step. The keyboard and hands are the host's; this only narrates. Motion (a gentle bob,
 * a pop on each key) runs on the ticker from the snapshot's phase progress.
 */
export class VideoScene extends Container implements EngineScene {
  private options: SceneOptions;
  private stage: StageView;
  private readonly card = new Graphics();
  private readonly caption: Text;
  private readonly bubble = new Container();
  private readonly bubbleShape = new Graphics();
  private readonly keyText: Text;
  private readonly dots = new Graphics();
  private readonly subscription: Subscription;
  private readonly ticker: Ticker;
  private box = { width: 800, height: 400 };
  private radius = 60;
  private dotsY = 368;
  private time = 0;

  constructor(actor: AnyActorRef, options: SceneOptions) {
    super();
    this.options = options;
    this.stage = stageOf((actor.getSnapshot() as VideoSnapshot).context);
    this.caption = new Text({ text: '', style: { fontFamily: CJK_FONT, fontSize: 32, fill: COLOR.ink, fontWeight: 'bold', wordWrap: true, breakWords: true, align: 'center' }, resolution: options.resolution });
    this.caption.anchor.set(0.5);
    this.keyText = new Text({ text: '', style: { fontFamily: withFirst('Verdana', CJK_FONT), fontSize: 80, fill: COLOR.keyText, fontWeight: 'bold' }, resolution: options.resolution });
    this.keyText.anchor.set(0.5);
    this.bubble.addChild(this.bubbleShape, this.keyText);
    this.addChild(this.card, this.caption, this.bubble, this.dots);
    this.subscription = actor.subscribe((s) => this.update(s as VideoSnapshot));
    this.ticker = options.ticker ?? Ticker.shared;
    this.ticker.add(this.tick, this);
    this.layout();
    this.update(actor.getSnapshot() as VideoSnapshot);
  }

  resize(width: number, height: number): void {
    this.box = { width, height };
    this.layout();
    this.draw();
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.options = { ...this.options, ...options };
  }

  update(snapshot: VideoSnapshot): void {
    const before = this.stage;
    this.stage = stageOf(snapshot.context);
    if (before.caption !== this.stage.caption || this.caption.text === '') this.caption.text = this.stage.caption;
    this.draw();
  }

  override destroy(options?: DestroyOptions): void {
    try {
      this.ticker.remove(this.tick, this);
    } catch {
      // the application destroyed its ticker first
    }
    this.subscription.unsubscribe();
    super.destroy(options ?? { children: true });
  }

  /** Card across the top third, the bubble under it (or beside it on a short stage), dots at the bottom (planVideoLayout). */
  private layout(): void {
    const { width, height } = this.box;
    const l = planVideoLayout(width, height);
    const { card } = l;
    this.card.clear().roundRect(-card.width / 2, 0, card.width, card.height, 24).fill(COLOR.card).stroke({ color: COLOR.cardEdge, width: 6 });
    this.card.position.set(card.x, card.top);
    this.caption.style.fontSize = l.captionPx;
    this.caption.style.wordWrapWidth = card.width * 0.88;
    this.caption.position.set(card.x, card.top + card.height / 2);
    this.radius = l.bubble.radius;
    this.keyText.style.fontSize = Math.round(this.radius * 1.05);
    this.bubble.position.set(l.bubble.x, l.bubble.y);
    this.dotsY = l.dotsY;
  }

  /** Bubble and dots from the stage view; the key shows from its press until the next. */
  private draw(): void {
    const s = this.stage;
    const r = this.radius;
    const showing = s.key >= 0 && (s.phase === 'key' || s.phase === 'gap' || s.over);
    const ch = showing ? s.keys[s.key]! : s.keys[0]!;
    this.keyText.text = keyCaption(ch);
    // 空格, 回车 and Tab are wider than one key glyph
    this.keyText.scale.set(this.keyText.text.length > 1 ? 0.55 : 1);
    const active = s.phase === 'key' && !s.over;
    this.bubbleShape.clear().circle(0, 0, r).fill(active ? COLOR.bubble : COLOR.bubbleSoft).circle(-r * 0.35, -r * 0.4, r * 0.16).fill({ color: 0xffffff, alpha: 0.5 });
    const { width } = this.box;
    const gap = Math.min(36, (width * 0.8) / Math.max(1, s.steps));
    const left = width / 2 - ((s.steps - 1) * gap) / 2;
    const g = this.dots.clear();
    for (let i = 0; i < s.steps; i++) {
      const done = i < s.step || s.over;
      const now = i === s.step && !s.over;
      g.circle(left + i * gap, this.dotsY, now ? 10 : 7).fill(done ? COLOR.dotDone : now ? COLOR.dotNow : COLOR.dot);
    }
  }

  /** A gentle bob all the time; a pop that settles over each key press. */
  private tick(ticker: Ticker): void {
    this.time += ticker.deltaMS;
    const s = this.stage;
    const pop = s.phase === 'key' && !s.over ? Math.pow(1 - s.phaseProgress, 3) * (BUBBLE_POP - 1) : 0;
    this.bubble.scale.set(1 + pop);
    this.bubble.pivot.y = Math.sin(this.time / 500) * this.radius * 0.05;
  }
}
