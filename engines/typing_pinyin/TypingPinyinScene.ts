import { Container, Text, Ticker, type DestroyOptions } from 'pixi.js';
import { ambientOn, effectsOn, keepTicking } from '../core/render/frameLoop';
import type { AnyActorRef, Subscription } from 'xstate';
import type { EngineScene, SceneOptions } from '../core/types';
import { fitCell, layoutLines } from './layoutLines';
import { COLOR } from './sceneStyle';
import { SyllableCell } from './SyllableCell';
import { boardOf, type PinyinSnapshot } from './typingPinyin.selectors';
import { KAI_FONT } from '../core/view/fonts';

/** Cells of one item sit this far apart (in cells); items sit ITEM_GAP apart. */
const CELL_PAD = 0.08;
const ITEM_GAP = 0.45;
/** one line: pinyin row, the character, the typed-letters row */
const LINE_HEIGHT = 1.72;
/** the smallest cell a whole board is shrunk to; a longer text shows WINDOW_LINES lines at a time instead */
const MIN_CELL = 28;
/** lines a too-long text (a 5-minute typing test) shows at once, following the cursor */
const WINDOW_LINES = 4;

interface ItemRow {
  container: Container;
  cells: SyllableCell[];
  units: number;
}

/**
 * The typing_pinyin board: big hanzi in lines, tone-marked pinyin above each, the optional title
 * (poem title and author) on top. A projection of the snapshot; the red flash comes from key.wrong.
 */
export class TypingPinyinScene extends Container implements EngineScene {
  private options: SceneOptions;
  private snapshot: PinyinSnapshot;
  private readonly title: Text;
  private readonly rows: ItemRow[] = [];
  private readonly subscriptions: Subscription[];
  private readonly ticker: Ticker;
  private box = { width: 800, height: 400 };
  /** the line of each item, and the first line shown when the text is windowed (null: the whole board shows) */
  private lineOf: number[] = [];
  private lines = 0;
  private windowFirst: number | null = null;
  private rowY: (line: number) => number = () => 0;

  constructor(actor: AnyActorRef, options: SceneOptions) {
    super();
    this.options = options;
    this.snapshot = actor.getSnapshot() as PinyinSnapshot;
    const board = boardOf(this.snapshot.context);
    this.title = new Text({ text: board.title ?? '', style: { fontFamily: KAI_FONT, fontSize: 32, fill: 0xffffff }, resolution: options.resolution });
    this.title.anchor.set(0.5, 0);
    this.title.tint = COLOR.title;
    this.title.visible = Boolean(board.title);
    this.addChild(this.title);
    for (const item of board.items) {
      const container = new Container();
      const cells = item.syllables.map((s) => new SyllableCell(s, options.resolution));
      container.addChild(...cells);
      const units = cells.reduce((n, c) => n + c.units, 0) + CELL_PAD * Math.max(0, cells.length - 1);
      this.rows.push({ container, cells, units });
      this.addChild(container);
    }
    this.subscriptions = [
      actor.subscribe((s) => this.update(s as PinyinSnapshot)),
      actor.on('key.wrong', () => this.currentCell()?.flash()),
    ];
    this.ticker = options.ticker ?? Ticker.shared;
    this.ticker.add(this.tick, this);
    this.layout();
    this.update(this.snapshot);
  }

  resize(width: number, height: number): void {
    this.box = { width, height };
    this.layout();
    this.update(this.snapshot);
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.options = { ...this.options, ...options };
    this.update(this.snapshot);
  }

  /** Draw a snapshot: colours, typed letters and the pinyin row's visibility. */
  update(snapshot: PinyinSnapshot): void {
    this.snapshot = snapshot;
    this.follow();
    const board = boardOf(snapshot.context);
    board.items.forEach((item, i) => {
      item.syllables.forEach((view, j) => this.rows[i]?.cells[j]?.show(view, this.options.showPinyin, item.done));
    });
  }

  override destroy(options?: DestroyOptions): void {
    try {
      this.ticker.remove(this.tick, this);
    } catch {
      // the application destroyed its ticker first
    }
    for (const s of this.subscriptions) s.unsubscribe();
    super.destroy(options ?? { children: true });
  }

  private currentCell(): SyllableCell | undefined {
    const { cursor } = this.snapshot.context;
    return this.rows[cursor.item]?.cells[cursor.syllable];
  }

  private tick(ticker: Ticker): void {
    const { cursor } = this.snapshot.context;
    const effects = effectsOn(this.ticker);
    const ambient = ambientOn(this.ticker);
    this.rows.forEach((row, i) => row.cells.forEach((cell) => cell.animate(ticker.deltaMS, this.options.showPinyin, i < cursor.item, effects, ambient)));
    // a wrong letter's red shows still (effects off) until its time is up: keep the clock running
    if (this.rows.some((row) => row.cells.some((cell) => cell.flashing))) keepTicking(this.ticker);
  }

  /** Wrap items into centred lines at the largest cell size that fits the box. */
  private layout(): void {
    const { width, height } = this.box;
    const margin = Math.min(width, height) * 0.04;
    const titleLines = this.title.visible ? 1 : 0;
    const units = this.rows.map((r) => r.units);
    const innerW = width - 2 * margin;
    const innerH = height - 2 * margin;
    const max = Math.min(220, innerH / 1.8);
    let cell = fitCell(units, innerW, innerH, { gap: ITEM_GAP, lineHeight: LINE_HEIGHT, titleLines, max, min: MIN_CELL });
    let { places, lineWidths } = layoutLines(units, innerW / cell, ITEM_GAP);
    // a text that does not fit even at MIN_CELL (a typing test's): larger cells, WINDOW_LINES lines at a time
    const windowed = (lineWidths.length * LINE_HEIGHT + titleLines * 0.7) * cell > innerH;
    if (windowed) {
      cell = Math.max(MIN_CELL, Math.min(max, innerH / ((WINDOW_LINES + titleLines * 0.4) * LINE_HEIGHT)));
      ({ places, lineWidths } = layoutLines(units, innerW / cell, ITEM_GAP));
    }
    const titleH = titleLines * cell * 0.7;
    const shown = windowed ? Math.min(WINDOW_LINES, lineWidths.length) : lineWidths.length;
    const boardH = shown * LINE_HEIGHT * cell;
    const top = margin + Math.max(0, (innerH - titleH - boardH) / 2);
    this.title.style.fontSize = Math.round(Math.max(20, cell * 0.4));
    this.title.position.set(width / 2, top);
    this.lineOf = places.map((p) => p.line);
    this.lines = lineWidths.length;
    this.rowY = (line) => top + titleH + line * LINE_HEIGHT * cell;
    this.rows.forEach((row, i) => {
      const place = places[i]!;
      const lineLeft = (width - lineWidths[place.line]! * cell) / 2;
      row.container.position.set(lineLeft + place.x * cell, this.rowY(place.line));
      row.container.visible = true;
      let x = 0;
      for (const c of row.cells) {
        c.layout(cell);
        c.position.set(x, 0);
        x += (c.units + CELL_PAD) * cell;
      }
    });
    this.windowFirst = windowed ? -1 : null;
    this.follow();
  }

  /** A windowed text shows the cursor's line (one line of what is done above it); lines outside are hidden. */
  private follow(): void {
    if (this.windowFirst === null) return;
    const line = this.lineOf[Math.min(this.snapshot.context.cursor.item, this.lineOf.length - 1)] ?? 0;
    const first = Math.max(0, Math.min(line - 1, this.lines - WINDOW_LINES));
    if (first === this.windowFirst) return;
    this.windowFirst = first;
    this.rows.forEach((row, i) => {
      const at = this.lineOf[i]! - first;
      row.container.visible = at >= 0 && at < WINDOW_LINES;
      row.container.y = this.rowY(at);
    });
  }
}
