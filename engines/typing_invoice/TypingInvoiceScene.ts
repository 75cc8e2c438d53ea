import { Container, Point, Ticker } from 'pixi.js';
import { ambientOn, effectsOn, keepTicking } from '../core/render/frameLoop';
import type { ActorRefFrom, Subscription } from 'xstate';
import type { CursorProbe, EngineScene, SceneOptions } from '../core/types';
import type { CharGlyph } from '../core/view/CharGlyph';
import { CursorBlock } from '../core/view/CursorBlock';
import type { CharStatus } from '../core/sequence/keySequence.types';
import { paletteOf, type ScenePalette } from '../core/view/scenePalette';
import { mix } from '../core/view/themes';
import { BOX_HEIGHT, cardSize, InvoiceCard } from './InvoiceCard';
import { invoiceScrollY, MARGIN, planInvoiceLayout, type InvoicePlan } from './invoiceLayout';
import { invoiceIndexOf } from './typingInvoice.logic';
import type { typingInvoiceMachine } from './typingInvoice.machine';
import { charStatus, currentField, currentInvoice, fieldState, isLastFieldOfInvoice, type FieldState, type TypingInvoiceSnapshot } from './typingInvoice.selectors';

/** The ink the pending grey leans towards: every paper is light, and placeholder digits must read from the back row. */
const PENDING_INK = 0x2a2d43;

const SLIDE_MS = 420;
/** the finished invoice stays in view this long so its stamp is seen */
const HOLD_MS = 600;

/**
 * The invoice form: the current invoice card with the active field highlighted, typed digits
 * coloured by status and the rest shown faintly; a stamp lands when an invoice is done and the
 * next card slides in. Redraws only positions and fields a snapshot changed.
 */
export class TypingInvoiceScene extends Container implements EngineScene {
  private readonly cards: InvoiceCard[];
  private readonly glyphs: (CharGlyph | undefined)[];
  private readonly drawn: (CharStatus | null)[];
  private readonly fieldDrawn: (FieldState | null)[];
  private readonly fieldAt: { card: number; row: number }[] = [];
  private readonly cursorBlock = new CursorBlock();
  private readonly animating = new Set<CharGlyph>();
  private readonly subscriptions: Subscription[];
  private readonly ticker: Ticker;
  private palette: ScenePalette;
  private box = { width: 800, height: 600 };
  private drawnCursor = 0;
  private drawnError = false;
  private drawnField = 0;
  private shown = 0;
  private slide: { from: number; to: number; ms: number } | null = null;
  /** per card: its layout and scale for the box, and whether it scrolls (taller than the box) */
  private plans: InvoicePlan[] = [];
  /** the shown card's y: where it glides to and where it is */
  private scroll = { target: 0, y: 0 };

  constructor(
    private readonly actor: ActorRefFrom<typeof typingInvoiceMachine>,
    options: SceneOptions,
  ) {
    super();
    this.palette = paletteOf(options.theme);
    const { context } = actor.getSnapshot();
    this.cards = context.invoices.map((invoice, card) => {
      invoice.fields.forEach((f, row) => (this.fieldAt[f.item] = { card, row }));
      return new InvoiceCard(invoice, context.items, context.expected, options.resolution);
    });
    this.glyphs = context.expected.map((_, p) => this.cards[invoiceIndexOf(context, this.itemOf(p))].glyphAt(p));
    this.drawn = this.glyphs.map(() => null);
    this.fieldDrawn = context.items.map(() => null);
    this.addChild(...this.cards);
    this.subscriptions = [
      actor.subscribe((s) => this.update(s)),
      actor.on('key.wrong', () => this.startEffect(this.drawnCursor, 'shake')),
      actor.on('key.correct', () => this.startEffect(this.drawnCursor, 'pop')),
      actor.on('item.completed', (e) => {
        const ctx = this.actor.getSnapshot().context;
        if (isLastFieldOfInvoice(ctx, e.index)) this.cards[invoiceIndexOf(ctx, e.index)].stamp();
      }),
    ];
    this.ticker = options.ticker ?? Ticker.shared;
    this.ticker.add(this.tick, this);
    this.update(actor.getSnapshot(), true);
    this.resize(this.box.width, this.box.height);
  }

  resize(width: number, height: number): void {
    this.box = { width, height };
    this.plans = this.cards.map((card) => this.planOf(card.fieldCount));
    this.cards.forEach((card, i) => card.setLayout(this.plans[i].layout));
    this.moveCursor(this.actor.getSnapshot(), true);
    this.scroll.y = this.scroll.target = this.scrollTarget();
    this.placeCards();
  }

  private planOf(fields: number): InvoicePlan {
    return planInvoiceLayout(fields, this.box);
  }

  /** The shown card's y: centred when it fits; scrolled so the field being typed sits in view when it does not. */
  private scrollTarget(): number {
    const i = this.shown;
    const plan = this.plans[i];
    const card = this.cards[i];
    if (!plan || !card) return 0;
    const { context } = this.actor.getSnapshot();
    const cell = card.cellAt(Math.min(context.cursor, context.expected.length - 1));
    return invoiceScrollY(plan, card.fieldCount, cell?.y ?? 0, this.box.height);
  }

  setOptions(options: Partial<SceneOptions>): void {
    if (options.theme !== undefined) {
      this.palette = paletteOf(options.theme);
      this.update(this.actor.getSnapshot(), true);
    }
    // the cards keep the resolution they were built with; text is re-rasterised only on a new scene
  }

  private itemOf(position: number): number {
    const { items } = this.actor.getSnapshot().context;
    return items.findIndex((item) => position < item.end);
  }

  private update(snapshot: TypingInvoiceSnapshot, all = false): void {
    const { context } = snapshot;
    const next = context.cursor;
    const restarted = next < this.drawnCursor;
    const lo = all || restarted ? 0 : this.drawnCursor;
    const hi = all || restarted ? this.glyphs.length - 1 : Math.min(this.glyphs.length - 1, next);
    for (let p = lo; p <= hi; p += 1) {
      const status = charStatus(context, p);
      const glyph = this.glyphs[p];
      if (!glyph || this.drawn[p] === status) continue;
      this.drawn[p] = status;
      // the digits still to type: a quieter grey than typed ones, yet clearly readable on the paper
      glyph.tint = status === 'pending' ? mix(this.palette.status.pending, PENDING_INK, 0.4) : this.palette.status[status];
    }
    const field = currentField(context);
    const fLo = all || restarted ? 0 : Math.min(this.drawnField, field);
    const fHi = all || restarted ? context.items.length - 1 : Math.max(this.drawnField, field);
    for (let f = fLo; f <= fHi; f += 1) {
      const state = fieldState(context, f);
      if (this.fieldDrawn[f] === state) continue;
      this.fieldDrawn[f] = state;
      this.cards[this.fieldAt[f].card].drawField(this.fieldAt[f].row, state);
    }
    if (restarted || all) for (const card of this.cards) card.clearStamp();
    this.moveCursor(snapshot, all || restarted || field !== this.drawnField);
    const invoice = currentInvoice(context);
    if (invoice !== this.shown) {
      if (invoice > this.shown && !all && !restarted) this.slide = { from: this.shown, to: invoice, ms: -HOLD_MS };
      else this.slide = null;
      this.shown = invoice;
      this.scroll.y = this.scrollTarget();
      this.placeCards();
    }
    this.scroll.target = this.scrollTarget();
    if (all || restarted) this.scroll.y = this.scroll.target;
    this.drawnCursor = next;
    this.drawnField = field;
  }

  private moveCursor(snapshot: TypingInvoiceSnapshot, jump: boolean): void {
    const { context } = snapshot;
    const p = context.cursor;
    const card = this.cards[currentInvoice(context)];
    const cell = snapshot.status === 'done' ? undefined : card.cellAt(p);
    this.cursorBlock.visible = cell !== undefined;
    if (!cell) return;
    const error = charStatus(context, p) === 'error';
    if (jump || error !== this.drawnError) {
      this.cursorBlock.draw(cell.w * 0.94, BOX_HEIGHT * 0.8, error ? this.palette.cursorError : this.palette.cursor);
    }
    if (this.cursorBlock.parent !== card.cursorLayer) card.cursorLayer.addChild(this.cursorBlock);
    this.cursorBlock.slideTo(cell.x, cell.y, jump);
    this.drawnError = error;
  }

  /** Centre the shown card (and, mid-slide, the outgoing one) at a scale that fits the box. */
  private placeCards(): void {
    const progress = this.slide ? Math.min(1, Math.max(0, this.slide.ms / SLIDE_MS)) : 1;
    const ease = 1 - (1 - progress) ** 3;
    this.cards.forEach((card, i) => {
      const plan = this.plans[i] ?? this.planOf(card.fieldCount);
      const size = cardSize(card.fieldCount, plan.layout);
      const scale = plan.scale;
      card.scale.set(scale);
      const x = (this.box.width - size.width * scale) / 2;
      // the incoming card starts at its top; the shown one follows the field being typed
      card.y = i === this.shown ? this.scroll.y : plan.scrolls ? MARGIN : (this.box.height - size.height * scale) / 2;
      const outgoing = this.slide !== null && i === this.slide.from && progress < 1;
      card.visible = i === this.shown || outgoing;
      if (i === this.shown) card.x = x + (1 - ease) * this.box.width;
      if (outgoing) card.x = x - ease * this.box.width;
      card.alpha = outgoing ? 1 - ease : 1;
    });
  }

  private startEffect(position: number, kind: 'shake' | 'pop'): void {
    const glyph = this.glyphs[position];
    if (!glyph || !effectsOn(this.ticker)) return;
    if (kind === 'shake') glyph.shake();
    else glyph.pop();
    this.animating.add(glyph);
  }

  private tick(ticker: Ticker): void {
    const effects = effectsOn(this.ticker);
    // effects off: a stamp, a card slide or a glyph's pop ends at once (one frame, no motion)
    const dt = effects ? ticker.deltaMS : 1e6;
    this.cursorBlock.step(ticker.deltaMS, effects, ambientOn(this.ticker));
    for (const glyph of this.animating) if (!glyph.step(dt)) this.animating.delete(glyph);
    for (const card of this.cards) if (card.visible) card.step(dt);
    if (this.slide) {
      this.slide.ms += dt;
      this.placeCards();
      if (this.slide.ms >= SLIDE_MS) this.slide = null;
      // the finished invoice holds still before it slides away: time runs with nothing moving
      else keepTicking(this.ticker);
    }
    // a scrolled form glides to the next field (or jumps, effects off) and lands exactly
    const { target, y } = this.scroll;
    if (y !== target) {
      this.scroll.y = Math.abs(target - y) < 0.5 ? target : y + (target - y) * Math.min(1, dt / 120);
      this.placeCards();
    }
  }

  /**
   * The cursor box the picture must show (stage CSS px), where the scroll will settle, with the
   * drawn size of its digit and of its field's label, so a browser test can check them.
   */
  probe(): CursorProbe | null {
    const { context } = this.actor.getSnapshot();
    const i = currentInvoice(context);
    const card = this.cards[i];
    const cell = card?.cellAt(context.cursor);
    const sizes = card?.textSizeAt(context.cursor);
    const plan = this.plans[i];
    if (!cell || !sizes || !plan || !this.cursorBlock.visible) return null;
    const stageScale = this.worldTransform.a || 1;
    const scale = plan.scale * stageScale;
    const origin = this.toGlobal(new Point(card.x, this.scrollTarget()));
    const width = cell.w * 0.94 * scale;
    const height = BOX_HEIGHT * 0.8 * scale;
    return {
      x: origin.x + cell.x * scale - width / 2,
      y: origin.y + cell.y * scale - height / 2,
      width,
      height,
      color: charStatus(context, context.cursor) === 'error' ? this.palette.cursorError : this.palette.cursor,
      glyphPx: sizes.glyph * scale,
      labelPx: sizes.label * scale,
    };
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    for (const s of this.subscriptions) s.unsubscribe();
    try {
      this.ticker.remove(this.tick, this);
    } catch {
      // the application destroyed its ticker first
    }
    super.destroy(options ?? { children: true });
  }
}
