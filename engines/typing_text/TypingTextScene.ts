import { CanvasTextMetrics, Container, Graphics, Point, TextStyle, Ticker } from 'pixi.js';
import { effectsOn, ambientOn } from '../core/render/frameLoop';
import type { ActorRefFrom, Subscription } from 'xstate';
import type { CursorProbe, EngineScene, SceneBackdrop, SceneOptions } from '../core/types';
import { CharGlyph } from '../core/view/CharGlyph';
import { CursorBlock } from '../core/view/CursorBlock';
import type { CharStatus } from '../core/sequence/keySequence.types';
import { layoutPassage, type PassageLayout } from './layoutPassage';
import { paletteOf, type ScenePalette } from '../core/view/scenePalette';
import type { typingTextMachine } from './typingText.machine';
import { charStatus, currentLine, type TypingTextSnapshot } from './typingText.selectors';

const FONT_SIZE = 52;
/** never draw smaller than this share of FONT_SIZE (about 29 px): wrap lines instead */
const MIN_SCALE = 0.55;
/** rows that should fit in the card's height: the current line and what comes next */
const MIN_ROWS = 4;
/**
 * Read from afar (全屏 on a projector, options.farView): the current row and the next fill the
 * card (glyphs ≥ 44 px at 1920×1080), with a slimmer margin above and below.
 */
const FAR_ROWS = 2;
const FAR_PAD_Y = 20;
const LOW_CARD = 160;

/**
 * The passage on a paper card: one glyph per position, recoloured only where a snapshot changed
 * something (a keystroke touches two or three glyphs). The current line is banded and kept in
 * view; shake and pop come from the actor's emitted events. No rules live here.
 */
export class TypingTextScene extends Container implements EngineScene {
  private readonly paper = new Graphics();
  private readonly content = new Container();
  private readonly band = new Graphics();
  private readonly cursorBlock = new CursorBlock();
  private readonly glyphs: CharGlyph[];
  private readonly drawn: (CharStatus | null)[];
  private readonly animating = new Set<CharGlyph>();
  private readonly subscriptions: Subscription[];
  private readonly cellW: number;
  private readonly cellH = FONT_SIZE * 1.75;
  private options: SceneOptions;
  private palette: ScenePalette;
  private layout: PassageLayout = { cells: [], lineRows: [], rows: 0 };
  private cols = 0;
  /** columns the passage really uses (its widest row, ↵ included): the block that is centred */
  private usedCols = 1;
  private box = { width: 800, height: 400, pad: 24, padY: 24 };
  private drawnCursor = 0;
  private drawnError = false;
  private line = 0;
  private scrollY = 0;
  private readonly ticker: Ticker;

  constructor(
    private readonly actor: ActorRefFrom<typeof typingTextMachine>,
    options: SceneOptions,
  ) {
    super();
    this.options = options;
    this.palette = paletteOf(options.theme);
    const style = new TextStyle({ fontFamily: ['Menlo', 'Consolas', 'DejaVu Sans Mono', 'Noto Sans Mono', 'Liberation Mono', 'monospace'], fontSize: FONT_SIZE, fontWeight: '700', fill: 0xffffff });
    // a fixed cell per character keeps columns aligned whatever the font's own widths
    this.cellW = Math.max(CanvasTextMetrics.measureText('M', style).width, FONT_SIZE * 0.55) + FONT_SIZE * 0.1;
    const snapshot = actor.getSnapshot();
    this.glyphs = snapshot.context.expected.map((expected) => new CharGlyph(expected, style, options.resolution));
    this.drawn = this.glyphs.map(() => null);
    this.content.addChild(this.band, this.cursorBlock, ...this.glyphs);
    // No mask: a stencil pass over the whole passage every frame is costly on weak GPUs; rows that
    // do not fit inside the paper are hidden instead (cullRows).
    this.addChild(this.paper, this.content);
    this.subscriptions = [
      actor.subscribe((s) => this.update(s)),
      actor.on('key.wrong', () => this.startEffect(this.drawnCursor, 'shake')),
      actor.on('key.correct', () => this.startEffect(this.drawnCursor, 'pop')),
    ];
    this.ticker = options.ticker ?? Ticker.shared;
    this.ticker.add(this.tick, this);
    this.resize(this.box.width, this.box.height);
  }

  resize(width: number, height: number): void {
    const pad = Math.round(Math.min(40, Math.max(12, width * 0.04)));
    const far = !!this.options.farView;
    // a low card (a phone held sideways, touch keys below) keeps a thin margin, or no row would fit
    const padY = height < LOW_CARD ? Math.min(pad, 6) : far ? Math.min(pad, FAR_PAD_Y) : pad;
    this.box = { width, height, pad, padY };
    this.paper.clear();
    // with domBackdrop the host draws the paper as a page element behind the canvas
    if (!this.options.domBackdrop) this.paper.roundRect(0, 0, width, height, 18).fill(this.palette.paper).stroke({ color: this.palette.paperEdge, width: 3 });
    const avail = Math.max(1, width - 2 * pad);
    // as large as possible while the longest line fits one row and MIN_ROWS rows fit the height;
    // below MIN_SCALE the lines wrap instead of shrinking further
    const longest = Math.max(...this.actor.getSnapshot().context.lines.map((l) => l.length));
    const fitWidth = avail / (this.cellW * (longest + 1));
    const fitHeight = Math.max(1, height - 2 * padY) / (this.cellH * (far ? FAR_ROWS : MIN_ROWS));
    const scale = Math.max(MIN_SCALE, Math.min(1, fitWidth, fitHeight));
    this.content.scale.set(scale);
    const cols = Math.max(1, Math.floor(avail / (this.cellW * scale)) - 1);
    if (cols !== this.cols) {
      this.cols = cols;
      this.layout = layoutPassage(this.actor.getSnapshot().context.lines, cols);
      this.layout.cells.forEach((cell, i) => this.glyphs[i].place(this.xOf(cell.col), this.yOf(cell.row)));
    }
    this.usedCols = Math.min(cols + 1, Math.max(1, ...this.layout.cells.map((c) => c.col + 1)));
    this.content.x = Math.round((width - this.usedCols * this.cellW * scale) / 2);
    this.update(this.actor.getSnapshot(), true);
    this.content.y = this.scrollTarget();
    this.cullRows();
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.options = { ...this.options, ...options };
    if (options.resolution !== undefined) for (const g of this.glyphs) g.resolution = options.resolution;
    if (options.theme !== undefined) {
      this.palette = paletteOf(options.theme);
      this.drawn.fill(null);
      this.resize(this.box.width, this.box.height);
    }
  }

  /** Project a snapshot: recolour the positions between the old and the new cursor, move the cursor and band. */
  private update(snapshot: TypingTextSnapshot, all = false): void {
    const { context } = snapshot;
    const next = context.cursor;
    const lo = all ? 0 : Math.min(this.drawnCursor, next);
    const hi = all ? this.glyphs.length - 1 : Math.min(this.glyphs.length - 1, Math.max(this.drawnCursor, next));
    for (let i = lo; i <= hi; i += 1) {
      const status = charStatus(context, i);
      if (this.drawn[i] === status) continue;
      this.drawn[i] = status;
      this.glyphs[i].tint = this.palette.status[status];
    }
    const error = charStatus(context, next) === 'error';
    const cell = this.layout.cells[next];
    this.cursorBlock.visible = cell !== undefined;
    if (all || error !== this.drawnError) {
      this.cursorBlock.draw(this.cellW * 0.96, this.cellH * 0.78, error ? this.palette.cursorError : this.palette.cursor);
    }
    if (cell) this.cursorBlock.slideTo(this.xOf(cell.col), this.yOf(cell.row), all || next < this.drawnCursor);
    const line = currentLine(snapshot);
    if (all || line !== this.line) this.drawBand(line);
    this.drawnCursor = next;
    this.drawnError = error;
    this.line = line;
  }

  private drawBand(line: number): void {
    const rows = this.layout.lineRows[line];
    this.band.clear();
    if (!rows) return;
    const top = rows.first * this.cellH + this.cellH * 0.06;
    const height = (rows.last - rows.first + 1) * this.cellH - this.cellH * 0.12;
    // the band hugs the centred text block with the same margin on both sides (a band to the
    // paper's edge left the rows looking off-centre), and stays inside the paper (there is no mask)
    const scale = this.content.scale.x || 1;
    const margin = this.cellW * 0.3;
    const left = Math.max(-margin, (6 - this.content.x) / scale);
    const right = Math.min(this.usedCols * this.cellW + margin, (this.box.width - 6 - this.content.x) / scale);
    this.band.roundRect(left, top, Math.max(0, right - left), height, 14).fill(this.palette.band);
  }

  /** content.y that keeps the current line about a third of the way down the card */
  private scrollTarget(): number {
    const { padY: pad, height } = this.box;
    const scale = this.content.scale.y;
    const rows = this.layout.lineRows[this.line] ?? { first: 0, last: 0 };
    const total = this.layout.rows * this.cellH * scale;
    const maxScroll = Math.max(0, total + 2 * pad - height);
    // whole rows above the current line, about a third of the card, so no row is cut at the top
    const rowH = this.cellH * scale;
    const wanted = (rows.first - Math.floor((height * 0.3) / rowH)) * rowH;
    this.scrollY = Math.min(maxScroll, Math.max(0, wanted));
    return pad - this.scrollY;
  }

  private startEffect(index: number, kind: 'shake' | 'pop'): void {
    const glyph = this.glyphs[index];
    if (!glyph || !effectsOn(this.ticker)) return;
    if (kind === 'shake') glyph.shake();
    else glyph.pop();
    this.animating.add(glyph);
  }

  private tick(ticker: Ticker): void {
    const dt = ticker.deltaMS;
    const effects = effectsOn(this.ticker);
    this.cursorBlock.step(dt, effects, ambientOn(this.ticker));
    for (const glyph of this.animating) {
      if (!effects) glyph.finish();
      if (!effects || !glyph.step(dt)) this.animating.delete(glyph);
    }
    // the scroll glides (or jumps, effects off) and lands exactly, so the stage comes to rest
    const target = this.scrollTarget();
    const y = !effects || Math.abs(target - this.content.y) < 0.5 ? target : this.content.y + (target - this.content.y) * Math.min(1, dt / 120);
    if (y !== this.content.y) {
      this.content.y = y;
      this.cullRows();
    }
  }

  backdrop(): SceneBackdrop {
    return { fill: this.palette.paper, edge: this.palette.paperEdge, edgeWidth: 3, radius: 18 };
  }

  /** The cursor box the picture must show for the engine's state: the cell at the snapshot's cursor, in stage pixels. */
  probe(): CursorProbe | null {
    const { context } = this.actor.getSnapshot();
    const cell = this.layout.cells[context.cursor];
    if (!cell) return null;
    const scale = this.content.scale.x;
    const { width, height, colour } = this.cursorBlock.drawn;
    // where the content will settle (the scroll target), so a probe read mid-scroll fails until the picture is right
    const origin = this.toGlobal(new Point(this.content.x, this.scrollTarget()));
    const stageScale = this.worldTransform.a || 1;
    return {
      x: origin.x + this.xOf(cell.col) * scale * stageScale - (width * scale * stageScale) / 2,
      y: origin.y + this.yOf(cell.row) * scale * stageScale - (height * scale * stageScale) / 2,
      width: width * scale * stageScale,
      height: height * scale * stageScale,
      color: colour,
      glyphPx: FONT_SIZE * scale * stageScale,
    };
  }

  /** Shows only the rows that fit wholly inside the paper (they would otherwise spill over the keyboard). */
  private cullRows(): void {
    const scale = this.content.scale.y;
    const inside = (row: number) => {
      const top = this.content.y + row * this.cellH * scale;
      return top >= 0 && top + this.cellH * scale <= this.box.height;
    };
    const shown = new Map<number, boolean>();
    this.layout.cells.forEach((cell, i) => {
      let visible = shown.get(cell.row);
      if (visible === undefined) shown.set(cell.row, (visible = inside(cell.row)));
      if (this.glyphs[i]) this.glyphs[i].visible = visible;
    });
  }

  private xOf(col: number): number {
    return (col + 0.5) * this.cellW;
  }

  private yOf(row: number): number {
    return (row + 0.5) * this.cellH;
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
