import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { CharGlyph } from '../core/view/CharGlyph';
import type { SequenceItem } from '../core/sequence/keySequence.types';
import { InvoiceStamp } from './InvoiceStamp';
import type { FieldState } from './typingInvoice.selectors';
import type { Invoice } from './typingInvoice.types';

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
const CJK = ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'sans-serif'];

const BOX_LOOK: Record<FieldState, { fill: number; edge: number; width: number }> = {
  todo: { fill: 0xffffff, edge: 0xced4da, width: 2 },
  active: { fill: 0xfff9db, edge: 0x339af0, width: 4 },
  done: { fill: 0xf4fce3, edge: 0x69db7c, width: 2 },
};

/** Design size of a card with `fields` fields in `columns` columns (the scene picks the larger fit). */
export function cardSize(fields: number, columns: number): { width: number; height: number } {
  return { width: SIDE * 2 + columns * COLUMN_W, height: TITLE_H + Math.ceil(fields / columns) * ROW_H + BOTTOM };
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
  columns = 0;
  private readonly paper = new Graphics();
  private readonly title: Text;
  private readonly rows: FieldRow[];
  private readonly glyphs = new Map<number, CharGlyph>();
  private readonly cells = new Map<number, { x: number; y: number; w: number }>();
  private readonly stampMark: InvoiceStamp;

  constructor(invoice: Invoice, items: readonly SequenceItem[], expected: readonly string[], resolution: number) {
    super();
    this.title = new Text({ text: invoice.title, style: { fontFamily: CJK, fontSize: 38, fontWeight: '700', fill: RED, letterSpacing: 4 }, resolution, anchor: 0.5 });
    const labelStyle = new TextStyle({ fontFamily: CJK, fontSize: 27, fontWeight: '600', fill: 0x343a40 });
    const digitStyle = new TextStyle({ fontFamily: ['Verdana', 'Noto Sans', 'sans-serif'], fontSize: 34, fontWeight: '700', fill: 0xffffff });
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
    this.layoutColumns(1);
  }

  /** Place the fields in 1 or 2 columns, reading left to right then down, like a real form. */
  layoutColumns(columns: number): void {
    if (columns === this.columns) return;
    this.columns = columns;
    const { width, height } = cardSize(this.rows.length, columns);
    this.paper.clear()
      .roundRect(0, 0, width, height, 16).fill(0xfffdf5).stroke({ color: 0xe8d9b5, width: 3 })
      .moveTo(width / 2 - 150, 88).lineTo(width / 2 + 150, 88).stroke({ color: RED, width: 3 })
      .moveTo(width / 2 - 150, 95).lineTo(width / 2 + 150, 95).stroke({ color: RED, width: 1.5 });
    this.title.position.set(width / 2, 50);
    this.stampMark.position.set(width - 110, 70);
    this.rows.forEach((row, i) => {
      const left = SIDE + (i % columns) * COLUMN_W;
      const y = TITLE_H + Math.floor(i / columns) * ROW_H + ROW_H / 2;
      row.label.position.set(left, y);
      row.box.position.set(left + BOX_X, y - BOX_H / 2);
      row.tick.position.set(left + BOX_X + BOX_W + 22, y);
      row.positions.forEach((p, k) => {
        const x = left + BOX_X + 12 + (k + 0.5) * row.cellW;
        this.glyphs.get(p)!.place(x, y);
        this.cells.set(p, { x, y, w: row.cellW });
      });
    });
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
    const look = BOX_LOOK[state];
    this.rows[row].box.clear().roundRect(0, 0, BOX_W, BOX_H, 10).fill(look.fill).stroke({ color: look.edge, width: look.width });
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
