import { BitmapFont, BitmapText, Container, Graphics, Text, Ticker, type DestroyOptions } from 'pixi.js';
import { ambientOn, effectsOn } from '../core/render/frameLoop';
import type { AnyActorRef, Subscription } from 'xstate';
import type { EngineScene, SceneOptions } from '../core/types';
import { fitCell, flowText, type FlowBox } from './flowText';
import { linesOf, type LogographicSnapshot } from './logographic.selectors';
import { KAI_FONT } from '../core/view/fonts';

const FONT = 'xjpx-logographic';
const COLOR = { ink: 0x3b3b52, todo: 0x8a8fa3, done: 0x27a844, wrong: 0xe53935, cursor: 0x2f6fed, composing: 0x6b4fa0, box: 0xe3ecff };
const LINE_HEIGHT = 1.45;
const SHAKE_MS = 350;
/**
 * Room kept free at the bottom for what the page lays over the canvas: the IME field (52 px,
 * 12 px up) and its hint 用输入法在这里打字 above it (to about 95 px up).
 */
const IME_ROOM = 100;
/** the composition's size in a cell, and the most of the cell's width it may take */
const COMPOSITION_EM = 0.5;
/** the smallest cell a whole text is shrunk to; a longer text shows WINDOW_LINES lines at a time instead */
const MIN_CELL = 24;
/** lines a too-long text (a 5-minute typing test) shows at once, following the cursor */
const WINDOW_LINES = 5;
const COMPOSITION_FIT = 1.1;

/** CJK text as a bitmap font: one glyph atlas for every character on screen (skipKerning, see DESIGN.md). */
let installedAt = 0;
function installFont(resolution: number): void {
  if (installedAt === resolution) return;
  installedAt = resolution;
  BitmapFont.install({ name: FONT, style: { fontFamily: KAI_FONT, fontSize: 96, fill: 0xffffff }, skipKerning: true, resolution });
}

/**
 * The logographic board: the text large, typed characters green, a cursor box, the IME
 * composition underlined over the current cell (it never reflows the text) and pending wrong
 * characters red with a shake.
 * A projection of the snapshot; the shake starts on key.wrong.
 */
export class LogographicScene extends Container implements EngineScene {
  private options: SceneOptions;
  private snapshot: LogographicSnapshot;
  private readonly pinyin: Text;
  private readonly glyphs: BitmapText[];
  private readonly pendingGlyphs: BitmapText[] = [];
  private readonly composition: BitmapText;
  private readonly marks = new Graphics();
  private readonly board = new Container();
  private readonly subscriptions: Subscription[];
  private readonly ticker: Ticker;
  private box = { width: 800, height: 400 };
  private cell = 64;
  private shakeLeft = 0;
  private time = 0;

  constructor(actor: AnyActorRef, options: SceneOptions) {
    super();
    this.options = options;
    installFont(options.resolution);
    this.snapshot = actor.getSnapshot() as LogographicSnapshot;
    const ctx = this.snapshot.context;
    this.pinyin = new Text({ text: ctx.activity.pinyin ?? '', style: { fontFamily: ['Verdana', 'Noto Sans', 'sans-serif'], fontSize: 22, fill: 0x6b6f85, wordWrap: true, align: 'center' }, resolution: options.resolution });
    this.pinyin.anchor.set(0.5, 0);
    this.glyphs = ctx.chars.map((char) => new BitmapText({ text: char === '\n' ? '' : char, style: { fontFamily: FONT, fontSize: 64 } }));
    this.composition = new BitmapText({ text: '', style: { fontFamily: FONT, fontSize: 40 }, anchor: 0.5 });
    this.composition.tint = COLOR.composing;
    this.board.addChild(this.marks, ...this.glyphs, this.composition);
    this.addChild(this.pinyin, this.board);
    this.subscriptions = [
      actor.subscribe((s) => this.update(s as LogographicSnapshot)),
      actor.on('key.wrong', () => (this.shakeLeft = SHAKE_MS)),
    ];
    this.ticker = options.ticker ?? Ticker.shared;
    this.ticker.add(this.tick, this);
    this.update(this.snapshot);
  }

  resize(width: number, height: number): void {
    this.box = { width, height };
    this.update(this.snapshot);
  }

  setOptions(options: Partial<SceneOptions>): void {
    this.options = { ...this.options, ...options };
    this.update(this.snapshot);
  }

  /** Draw a snapshot: colours, then flow the text with the pending text inserted at the cursor, the composition over the cursor's cell. */
  update(snapshot: LogographicSnapshot): void {
    this.snapshot = snapshot;
    const ctx = snapshot.context;
    const { width, height } = this.box;
    const margin = Math.min(width, height) * 0.05;
    const showPinyin = this.options.showPinyin && Boolean(ctx.activity.pinyin);
    this.pinyin.visible = showPinyin;
    this.pinyin.style.wordWrapWidth = width - 2 * margin;
    this.pinyin.position.set(width / 2, margin);
    const top = margin + (showPinyin ? this.pinyin.height + margin / 2 : 0);
    const lines = linesOf(ctx);
    // the text ends above the page's IME field and its hint; room for a few more cells per line:
    // pending wrong text is inserted at the cursor
    const slack = 4;
    const lengths = lines.map((l) => l.length + slack);
    const room = height - IME_ROOM - top;
    this.cell = fitCell(lengths, width - 2 * margin, room, LINE_HEIGHT, 110, MIN_CELL);
    // a text that does not fit even at MIN_CELL (a typing test's): larger cells, WINDOW_LINES lines at a time
    const perLine = Math.max(1, Math.floor((width - 2 * margin) / this.cell));
    const windowed = lengths.reduce((n, len) => n + Math.max(1, Math.ceil(len / perLine)), 0) * LINE_HEIGHT * this.cell > room;
    if (windowed) this.cell = Math.max(MIN_CELL, Math.min(110, Math.floor(room / (WINDOW_LINES * LINE_HEIGHT))));
    const cell = this.cell;

    while (this.pendingGlyphs.length < ctx.pending.length) {
      const g = new BitmapText({ text: '', style: { fontFamily: FONT, fontSize: cell } });
      g.tint = COLOR.wrong;
      this.pendingGlyphs.push(g);
      this.board.addChild(g);
    }
    this.pendingGlyphs.forEach((g, i) => {
      g.visible = i < ctx.pending.length;
      g.text = ctx.pending[i] ?? '';
      g.style.fontSize = cell;
    });
    this.composition.text = ctx.composition;
    this.composition.style.fontSize = Math.round(cell * COMPOSITION_EM);
    this.composition.scale.set(1);
    this.composition.scale.set(Math.min(1, (cell * COMPOSITION_FIT) / Math.max(1, this.composition.width)));

    // the flow: every text character, with pending boxes just before the cursor
    const boxes: FlowBox[] = [];
    const owners: BitmapText[] = [];
    const place = (g: BitmapText, w: number) => (boxes.push({ width: w }), owners.push(g));
    ctx.chars.forEach((char, i) => {
      if (i === ctx.cursor) this.insertAtCursor(place, ctx.pending.length);
      const g = this.glyphs[i]!;
      g.style.fontSize = cell;
      g.tint = i < ctx.cursor ? COLOR.done : i === ctx.cursor ? COLOR.ink : COLOR.todo;
      // while composing, the character to type shows faintly behind the pinyin
      g.alpha = i === ctx.cursor && ctx.composition !== '' ? 0.22 : 1;
      if (char === '\n') {
        boxes.push('break');
        owners.push(g);
      } else place(g, char === ' ' ? cell / 2 : cell);
    });
    if (ctx.cursor >= ctx.chars.length) this.insertAtCursor(place, ctx.pending.length);
    const boardW = Math.min(width - 2 * margin, (Math.max(...lines.map((l) => l.length)) + slack) * cell);
    const flow = flowText(boxes, boardW);
    this.board.position.set((width - boardW) / 2, top);
    flow.places.forEach((p, k) => owners[k]!.position.set(p.x, p.line * LINE_HEIGHT * cell));
    if (windowed) this.showWindow(flow.places, owners, ctx.cursor, ctx.pending.length);
    else for (const g of this.glyphs) g.visible = true;
    // the composition sits in the cursor's cell, centred where its character will appear
    const current = this.glyphs[ctx.cursor];
    this.composition.visible = ctx.composition !== '' && current !== undefined;
    if (current) this.composition.position.set(current.x + cell / 2, current.y + cell * 0.56);
    this.drawMarks();
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

  /** A windowed text: the cursor's line (one line of what is done above it) and what follows; the rest hidden. */
  private showWindow(places: readonly { line: number }[], owners: readonly BitmapText[], cursor: number, pending: number): void {
    const current = this.glyphs[cursor] ?? this.pendingGlyphs[pending - 1];
    const k = current ? owners.indexOf(current) : -1;
    const last = places.at(-1)?.line ?? 0;
    const line = k >= 0 ? places[k]!.line : last;
    const first = Math.max(0, Math.min(line - 1, last + 1 - WINDOW_LINES));
    this.board.y -= first * LINE_HEIGHT * this.cell;
    places.forEach((p, i) => {
      const g = owners[i]!;
      const inside = p.line >= first && p.line < first + WINDOW_LINES;
      g.visible = inside && (!this.pendingGlyphs.includes(g) || this.pendingGlyphs.indexOf(g) < pending);
    });
  }

  private insertAtCursor(place: (g: BitmapText, w: number) => void, pending: number): void {
    for (let i = 0; i < pending; i++) place(this.pendingGlyphs[i]!, this.cell);
  }

  /** The cursor box, the composition underline; the pending text shakes. */
  private drawMarks(): void {
    const ctx = this.snapshot.context;
    const cell = this.cell;
    const g = this.marks.clear();
    const current = this.glyphs[ctx.cursor];
    if (current && this.snapshot.status === 'active') {
      const pulse = 0.5 + 0.5 * Math.abs(Math.sin(this.time / 400));
      g.roundRect(current.x - cell * 0.06, current.y - cell * 0.04, cell * 1.12, cell * 1.22, cell * 0.14).fill({ color: COLOR.box, alpha: 0.6 + 0.4 * pulse });
      g.rect(current.x - cell * 0.06, current.y + cell * 1.12, cell * 1.12, Math.max(2, cell * 0.05)).fill(COLOR.cursor);
    }
    const c = this.composition;
    if (c.visible) g.rect(c.x - c.width / 2, c.y + c.height / 2 + 2, c.width, Math.max(2, cell * 0.03)).fill(COLOR.composing);
    const shake = this.shakeLeft > 0 ? Math.sin(this.time / 22) * cell * 0.08 * (this.shakeLeft / SHAKE_MS) : 0;
    for (const p of this.pendingGlyphs) p.pivot.x = shake;
  }

  /** The box pulses (ambient) and a shake settles (effects); at rest nothing is redrawn. */
  private tick(ticker: Ticker): void {
    const ambient = ambientOn(this.ticker);
    if (ambient) this.time += ticker.deltaMS;
    const shaking = this.shakeLeft > 0;
    if (shaking) this.shakeLeft = effectsOn(this.ticker) ? Math.max(0, this.shakeLeft - ticker.deltaMS) : 0;
    if (ambient || shaking) this.drawMarks();
  }
}
