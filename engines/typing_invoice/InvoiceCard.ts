import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { CharGlyph } from '../typing_text/CharGlyph';
import type { SequenceItem } from '../typing_text/keySequence.types';
import { InvoiceStamp } from './InvoiceStamp';
import type { FieldState } from './typingInvoice.selectors';
import type { Invoice } from './typingInvoice.types';

/** The card is laid out at this design size; the scene scales it to the box. */
export const CARD_W = 720;
const TITLE_H = 122;
const ROW_H = 70;
const BOTTOM = 34;
const BOX_X = 250;
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

/**
 * One invoice (发票) on paper: a red title with a double rule, one row per field (label, value
 * box with a glyph per digit and a ↵ for its Enter), and a stamp for when it is done.
 */
export class InvoiceCard extends Container {
  readonly cardHeight: number;
  /** the scene puts its cursor block here: above the boxes, below the digits */
  readonly cursorLayer = new Container();
  private readonly boxes: Graphics[] = [];
  private readonly ticks: Text[] = [];
  private readonly glyphs = new Map<number, CharGlyph>();
  private readonly cells = new Map<number, { x: number; y: number; w: number }>();
  private readonly stampMark: InvoiceStamp;

  constructor(invoice: Invoice, items: readonly SequenceItem[], expected: readonly string[], resolution: number) {
    super();
    this.cardHeight = TITLE_H + invoice.fields.length * ROW_H + BOTTOM;
    const paper = new Graphics()
      .roundRect(0, 0, CARD_W, this.cardHeight, 16).fill(0xfffdf5).stroke({ color: 0xe8d9b5, width: 3 })
      .moveTo(CARD_W / 2 - 150, 88).lineTo(CARD_W / 2 + 150, 88).stroke({ color: RED, width: 3 })
      .moveTo(CARD_W / 2 - 150, 95).lineTo(CARD_W / 2 + 150, 95).stroke({ color: RED, width: 1.5 });
    const title = new Text({ text: invoice.title, style: { fontFamily: CJK, fontSize: 38, fontWeight: '700', fill: RED, letterSpacing: 4 }, resolution, anchor: 0.5 });
    title.position.set(CARD_W / 2, 50);
    this.addChild(paper, title);
    const labelStyle = new TextStyle({ fontFamily: CJK, fontSize: 27, fontWeight: '600', fill: 0x343a40 });
    const digitStyle = new TextStyle({ fontFamily: ['Verdana', 'Noto Sans', 'sans-serif'], fontSize: 34, fontWeight: '700', fill: 0xffffff });
    const glyphLayer = new Container();
    invoice.fields.forEach((field, row) => {
      const y = TITLE_H + row * ROW_H + ROW_H / 2;
      const label = new Text({ text: field.label, style: labelStyle, resolution, anchor: { x: 0, y: 0.5 } });
      label.position.set(40, y);
      const box = new Graphics();
      box.position.set(BOX_X, y - BOX_H / 2);
      const tick = new Text({ text: '✓', style: { fontSize: 30, fontWeight: '700', fill: 0x2f9e44 }, resolution, anchor: 0.5 });
      tick.position.set(BOX_X + BOX_W + 20, y);
      this.addChild(label, box, tick);
      this.boxes.push(box);
      this.ticks.push(tick);
      const { start, end } = items[field.item];
      // squeeze the cells of a long value so it still fits its box
      const w = Math.min(CELL_W, (BOX_W - 20) / (end - start));
      for (let p = start; p < end; p += 1) {
        const glyph = new CharGlyph(expected[p], digitStyle, resolution);
        const x = BOX_X + 12 + (p - start + 0.5) * w;
        glyph.place(x, y);
        if (w < CELL_W) glyph.setBaseScale(w / CELL_W);
        this.glyphs.set(p, glyph);
        this.cells.set(p, { x, y, w });
        glyphLayer.addChild(glyph);
      }
      this.drawField(row, 'todo');
    });
    this.stampMark = new InvoiceStamp(resolution);
    this.stampMark.position.set(CARD_W - 110, 70);
    this.addChild(this.cursorLayer, glyphLayer, this.stampMark);
  }

  glyphAt(position: number): CharGlyph | undefined {
    return this.glyphs.get(position);
  }

  /** centre and width of a position's cell, in card coordinates */
  cellAt(position: number): { x: number; y: number; w: number } | undefined {
    return this.cells.get(position);
  }

  drawField(row: number, state: FieldState): void {
    const look = BOX_LOOK[state];
    this.boxes[row].clear().roundRect(0, 0, BOX_W, BOX_H, 10).fill(look.fill).stroke({ color: look.edge, width: look.width });
    this.ticks[row].visible = state === 'done';
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
