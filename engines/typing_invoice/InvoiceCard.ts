import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { CharGlyph } from '../core/view/CharGlyph';
import type { SequenceItem } from '../core/sequence/keySequence.types';
import { InvoiceStamp } from './InvoiceStamp';
import type { FieldState } from './typingInvoice.selectors';
import type { Invoice } from './typingInvoice.types';
import { CJK_FONT } from '../core/view/fonts';

/** The card is laid out at a design size (one column of fields is COLUMN_W wide); the scene scales it. */
const COLUMN_W = 680;
const SIDE = 40;
const TITLE_H = 122;
const ROW_H = 70;
const BOTTOM = 34;
const BOX_X = 210;
const BOX_W = 410;
const BOX_H = 52;
const CELL_W = 28;
const RED = 0xc92a2a;
const LABEL_PX = 27;
const DIGIT_PX = 34;
/** Stacked (a phone held upright): each label above its box, the card only as wide as a box. */
const STACK_SIDE = 24;
const STACK_TITLE_H = 104;
const STACK_LABEL_H = 38;
const STACK_ROW_H = STACK_LABEL_H + BOX_H + 22;
const TICK_ROOM = 52;

/** 1 or 2 columns of label-beside-box rows, or 'stacked': label above box, for narrow stages. */
export type CardLayout = 1 | 2 | 'stacked';

const BOX_STYLE: Record<FieldState, { fill: number; edge: number; width: number }> = {
  todo: { fill: 0xffffff, edge: 0xced4da, width: 2 },
  active: { fill: 0xfff9db, edge: 0x339af0, width: 4 },
  done: { fill: 0xf4fce3, edge: 0x69db7c, width: 2 },
};

/** Design size of a card with `fields` fields in a layout (the scene picks the one that shows them larger). */
export function cardSize(fields: number, layout: CardLayout): { width: number; height: number } {
  if (layout === 'stacked') return { width: STACK_SIDE * 2 + BOX_W + TICK_ROOM, height: STACK_TITLE_H + fields * STACK_ROW_H + BOTTOM / 2 };
  return { width: SIDE * 2 + layout * COLUMN_W, height: TITLE_H + Math.ceil(fields / layout) * ROW_H + BOTTOM };
}

/** the heading's double red rule, design y (stacked, columns) */
const RULE_Y = { stacked: 82, columns: 88 } as const;

/** Design y just below the heading (title and its double rule): a scrolled card shows it whole or not at all. */
export function headingBottom(layout: CardLayout): number {
  return (layout === 'stacked' ? RULE_Y.stacked : RULE_Y.columns) + 10;
}

/** Design y of the top of field `i`'s row (its label's top when stacked, else its box's top). */
function rowTop(layout: CardLayout, i: number): number {
  return layout === 'stacked' ? STACK_TITLE_H + i * STACK_ROW_H : TITLE_H + Math.floor(i / layout) * ROW_H + (ROW_H - BOX_H) / 2;
}

/** Design y of the middle of field `i`'s value box in a layout. */
export function fieldMidY(layout: CardLayout, i: number): number {
  return rowTop(layout, i) + (layout === 'stacked' ? STACK_LABEL_H : 0) + BOX_H / 2;
}

/** Design height of one row of fields in a layout (what a scrolled card moves by per field). */
export function rowHeight(layout: CardLayout): number {
  return layout === 'stacked' ? STACK_ROW_H : ROW_H;
}

interface FieldRow {
  label: Text;
  box: Graphics;
  tick: Text;
  /** sequence positions of the value's characters and its Enter */
  positions: number[];
  /** cell width, squeezed for long values */
  cellW: number;
}

/**
 * One invoice (发票) on paper: a red title with a double rule, the fields (label, value box with a
 * glyph per character and a ↵ for its Enter) in one or two columns, and a stamp for when it is done.
 */
export class InvoiceCard extends Container {
  /** the scene puts its cursor block here: above the boxes, below the characters */
  readonly cursorLayer = new Container();
  layout: CardLayout | null = null;
  private readonly paper = new Graphics();
  private readonly title: Text;
  private readonly rows: FieldRow[];
  private readonly glyphs = new Map<number, CharGlyph>();
  private readonly cells = new Map<number, { x: number; y: number; w: number }>();
  private readonly stampMark: InvoiceStamp;

  constructor(invoice: Invoice, items: readonly SequenceItem[], expected: readonly string[], resolution: number) {
    super();
    this.title = new Text({ text: invoice.title, style: { fontFamily: CJK_FONT, fontSize: 38, fontWeight: '700', fill: RED, letterSpacing: 4 }, resolution, anchor: 0.5 });
    const labelStyle = new TextStyle({ fontFamily: CJK_FONT, fontSize: LABEL_PX, fontWeight: '600', fill: 0x343a40 });
    const digitStyle = new TextStyle({ fontFamily: ['Verdana', 'Noto Sans', 'sans-serif'], fontSize: DIGIT_PX, fontWeight: '700', fill: 0xffffff });
    const tickStyle = new TextStyle({ fontSize: 30, fontWeight: '700', fill: 0x2f9e44 });
    const glyphLayer = new Container();
    this.addChild(this.paper, this.title);
    this.rows = invoice.fields.map((field) => {
      const label = new Text({ text: field.label, style: labelStyle, resolution, anchor: { x: 0, y: 0.5 } });
      const box = new Graphics();
      const tick = new Text({ text: '✓', style: tickStyle, resolution, anchor: 0.5 });
      this.addChild(label, box, tick);
      const { start, end } = items[field.item];
      const positions = Array.from({ length: end - start }, (_, k) => start + k);
      const cellW = Math.min(CELL_W, (BOX_W - 20) / positions.length);
      for (const p of positions) {
        const glyph = new CharGlyph(expected[p], digitStyle, resolution);
        if (cellW < CELL_W) glyph.setBaseScale(cellW / CELL_W);
        this.glyphs.set(p, glyph);
        glyphLayer.addChild(glyph);
      }
      return { label, box, tick, positions, cellW };
    });
    this.stampMark = new InvoiceStamp(resolution);
    this.addChild(this.cursorLayer, glyphLayer, this.stampMark);
    this.rows.forEach((_, i) => this.drawField(i, 'todo'));
    this.setLayout(1);
  }

  /**
   * Place the fields in 1 or 2 columns (reading left to right then down, like a real form), or
   * stacked with each label above its box, as a form on a phone is.
   */
  setLayout(layout: CardLayout): void {
    if (layout === this.layout) return;
    this.layout = layout;
    const stacked = layout === 'stacked';
    const { width, height } = cardSize(this.rows.length, layout);
    const rule = stacked ? RULE_Y.stacked : RULE_Y.columns;
    const half = Math.min(150, width / 2 - STACK_SIDE * 2);
    this.paper.clear()
      .roundRect(0, 0, width, height, 16).fill(0xfffdf5).stroke({ color: 0xe8d9b5, width: 3 })
      .moveTo(width / 2 - half, rule).lineTo(width / 2 + half, rule).stroke({ color: RED, width: 3 })
      .moveTo(width / 2 - half, rule + 7).lineTo(width / 2 + half, rule + 7).stroke({ color: RED, width: 1.5 });
    // a long title (增值税普通发票 · 计算器) is narrowed to the card rather than run over its edge
    this.title.scale.set(1);
    this.title.scale.set(Math.min(1, (width - 2 * STACK_SIDE) / Math.max(1, this.title.width)));
    this.title.position.set(width / 2, stacked ? 46 : 50);
    this.stampMark.position.set(width - 110, 70);
    this.rows.forEach((row, i) => {
      const left = stacked ? STACK_SIDE : SIDE + (i % layout) * COLUMN_W;
      const top = rowTop(layout, i);
      const y = fieldMidY(layout, i);
      const boxTop = y - BOX_H / 2;
      const boxX = stacked ? left : left + BOX_X;
      row.label.position.set(left + (stacked ? 4 : 0), stacked ? top + STACK_LABEL_H / 2 - 2 : y);
      row.box.position.set(boxX, boxTop);
      row.tick.position.set(boxX + BOX_W + 22, y);
      row.positions.forEach((p, k) => {
        const x = boxX + 12 + (k + 0.5) * row.cellW;
        this.glyphs.get(p)!.place(x, y);
        this.cells.set(p, { x, y, w: row.cellW });
      });
    });
  }

  /** Drawn sizes at a position, in card units: its digit (squeezed for long values) and its field's label. */
  textSizeAt(position: number): { glyph: number; label: number } | undefined {
    const glyph = this.glyphs.get(position);
    if (!glyph) return undefined;
    return { glyph: DIGIT_PX * (this.rows.find((r) => r.positions.includes(position))!.cellW / CELL_W), label: LABEL_PX };
  }

  glyphAt(position: number): CharGlyph | undefined {
    return this.glyphs.get(position);
  }

  /** centre and width of a position's cell, in card coordinates */
  cellAt(position: number): { x: number; y: number; w: number } | undefined {
    return this.cells.get(position);
  }

  get fieldCount(): number {
    return this.rows.length;
  }

  drawField(row: number, state: FieldState): void {
    const box = BOX_STYLE[state];
    this.rows[row].box.clear().roundRect(0, 0, BOX_W, BOX_H, 10).fill(box.fill).stroke({ color: box.edge, width: box.width });
    this.rows[row].tick.visible = state === 'done';
  }

  stamp(): void {
    this.stampMark.play();
  }

  clearStamp(): void {
    this.stampMark.clear();
  }

  step(dtMs: number): void {
    this.stampMark.step(dtMs);
  }
}

export const BOX_HEIGHT = BOX_H;
