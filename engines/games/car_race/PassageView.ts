import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { AtlasGlyph, glyphOf } from '../../core/view/CharGlyph';
import { GlyphAtlas } from '../../core/view/GlyphAtlas';

const FONTS = ['Nunito', 'Verdana', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'DejaVu Sans', 'sans-serif'];
const DONE = 0x2e9d4a;
const TODO = 0x37474f;
const NOW = 0xffffff;
const BOX = 0xff8f00;
const BOX_WRONG = 0xe53935;

/**
 * The passage on a card above the track: characters already typed green, the next one white in
 * an orange box (red for a moment after a wrong key), the rest dark. English wraps between
 * words, 汉字 anywhere. While the IME composes, its letters show in a bubble under the box.
 */
export class PassageView extends Container {
  /** the white card under the characters: still until the next layout (the host paints it in the page) */
  readonly card = new Graphics();
  /** how many times the card was drawn at a new size (a new lap's passage may change its height) */
  cardVersion = 0;
  private cardSize = { width: 0, height: 0 };
  private readonly box = new Graphics();
  private readonly glyphs: AtlasGlyph[] = [];
  /** the passage's characters drawn once into one texture: the whole passage is one batch */
  private atlas: GlyphAtlas | null = null;
  private readonly bubble = new Container();
  private readonly bubbleBack = new Graphics();
  private readonly bubbleText: Text;
  private readonly hint = new Container();
  private readonly hintBack = new Graphics();
  private readonly hintText: Text;
  private hintShown: string | null = null;
  private cells: { x: number; y: number; w: number }[] = [];
  private at = -1;
  private lineHeight = 40;
  private wrongMs = 0;
  private composing = '';

  constructor(
    private chars: string[],
    private readonly hanzi: boolean,
    private readonly resolution: number,
  ) {
    super();
    this.bubbleText = new Text({ text: '', style: new TextStyle({ fontFamily: FONTS, fontSize: 22, fontWeight: '700', fill: 0x5e35b1 }), resolution, anchor: 0.5 });
    this.bubble.addChild(this.bubbleBack, this.bubbleText);
    this.bubble.visible = false;
    this.hintText = new Text({ text: '', style: new TextStyle({ fontFamily: FONTS, fontSize: 24, fontWeight: '900', fill: 0x5d4037 }), resolution, anchor: 0.5 });
    this.hint.addChild(this.hintBack, this.hintText);
    this.hint.visible = false;
    this.addChild(this.card, this.box, this.bubble, this.hint);
  }

  /** A new passage (the next lap of a classic round): the caller lays it out again (layout). */
  setChars(chars: string[]): void {
    this.chars = chars;
    this.at = -1;
  }

  /**
   * The hint prop: a yellow 💡 bubble over the next character naming it (with its pinyin for a
   * 汉字), or none (null).
   */
  setHint(text: string | null): void {
    if (text === this.hintShown) return;
    this.hintShown = text;
    this.hint.visible = text !== null;
    if (text === null) return;
    this.hintText.text = `💡 ${text}`;
    const w = this.hintText.width + 28;
    const h = this.hintText.height + 12;
    this.hintBack.clear().roundRect(-w / 2, -h / 2, w, h, 14).fill(0xfff59d).stroke({ color: 0xff8f00, width: 3 });
    this.placeHint();
  }

  private placeHint(): void {
    const cell = this.cells[this.at];
    if (!cell) return;
    // over the character, pointing at it from above (inside the card on the first line)
    const h = this.hintText.height + 12;
    this.hint.position.set(cell.x, Math.max(h / 2 - 4, cell.y - this.lineHeight * 0.5 - h / 2));
  }

  /** Lays the passage out in a card `width` wide with characters of `fontSize`; returns the card's height. */
  layout(width: number, fontSize: number): number {
    for (const g of this.glyphs) g.destroy();
    this.glyphs.length = 0;
    this.atlas?.destroy();
    const style = new TextStyle({ fontFamily: FONTS, fontSize, fontWeight: '800', fill: 0xffffff });
    const atlas = (this.atlas = new GlyphAtlas(style, this.resolution, this.chars.map(glyphOf)));
    const pad = Math.max(12, fontSize * 0.6);
    const inner = width - 2 * pad;
    this.lineHeight = Math.round(fontSize * 1.5);
    const widths = this.chars.map((ch) => {
      const g = new AtlasGlyph(atlas.texture(glyphOf(ch)));
      this.glyphs.push(g);
      this.addChild(g);
      return ch === ' ' ? fontSize * 0.42 : this.hanzi ? fontSize * 1.08 : atlas.width(glyphOf(ch)) + fontSize * 0.04;
    });
    // units that stay on one line: a word with its trailing space in English, one character in 汉字
    const units: number[][] = [];
    this.chars.forEach((_, i) => {
      const last = units[units.length - 1];
      if (!this.hanzi && last && this.chars[i - 1] !== ' ') last.push(i);
      else units.push([i]);
    });
    const lines: number[][] = [[]];
    let x = 0;
    for (const unit of units) {
      const w = unit.reduce((s, i) => s + (this.chars[i] === ' ' ? 0 : widths[i]!), 0);
      if (x > 0 && x + w > inner) {
        lines.push([]);
        x = 0;
      }
      for (const i of unit) {
        lines[lines.length - 1]!.push(i);
        x += widths[i]!;
      }
    }
    this.cells = [];
    lines.forEach((line, row) => {
      const lineWidth = line.reduce((s, i) => s + widths[i]!, 0);
      let cx = pad + Math.max(0, (inner - lineWidth) / 2);
      for (const i of line) {
        this.cells[i] = { x: cx + widths[i]! / 2, y: pad + row * this.lineHeight + this.lineHeight / 2, w: widths[i]! };
        this.glyphs[i]!.place(this.cells[i]!.x, this.cells[i]!.y);
        cx += widths[i]!;
      }
    });
    const height = 2 * pad + lines.length * this.lineHeight;
    // a new version only for a card of another size: the host reads the still layers back from GL for each (staticBackdrop.ts)
    if (width !== this.cardSize.width || height !== this.cardSize.height) {
      this.cardVersion += 1;
      this.cardSize = { width, height };
      this.card.clear().roundRect(0, 0, width, height, 22).fill(0xffffff).stroke({ color: 0xffb300, width: 4 });
    }
    this.bubbleText.style.fontSize = Math.max(18, fontSize * 0.6);
    this.hintText.style.fontSize = Math.max(18, fontSize * 0.7);
    const hint = this.hintShown;
    this.hintShown = null;
    const at = this.at;
    this.at = -1;
    this.setCursor(Math.max(0, at));
    this.setHint(hint);
    return height;
  }

  setCursor(cursor: number): void {
    if (cursor === this.at) return;
    if (cursor > this.at && this.at >= 0) for (let i = this.at; i < cursor; i++) this.glyphs[i]?.pop();
    this.at = cursor;
    this.glyphs.forEach((g, i) => (g.tint = i < cursor ? DONE : i === cursor ? NOW : TODO));
    this.drawBox();
  }

  /** the next character shakes and its box turns red for a moment */
  wrong(): void {
    this.glyphs[this.at]?.shake();
    this.wrongMs = 320;
    this.drawBox();
  }

  setComposing(text: string): void {
    if (text === this.composing) return;
    this.composing = text;
    this.bubbleText.text = text;
    this.bubble.visible = text !== '';
    const w = this.bubbleText.width + 24;
    const h = this.bubbleText.height + 10;
    this.bubbleBack.clear().roundRect(-w / 2, -h / 2, w, h, h / 2).fill(0xede7f6).stroke({ color: 0x7e57c2, width: 2 });
    this.placeBubble();
  }

  private placeBubble(): void {
    const cell = this.cells[this.at];
    if (cell) this.bubble.position.set(cell.x, cell.y + this.lineHeight * 0.85);
  }

  private drawBox(): void {
    const cell = this.cells[this.at];
    this.box.clear();
    if (!cell) return;
    const h = this.lineHeight * 0.9;
    const w = Math.max(cell.w + 6, h * 0.55);
    this.box.roundRect(cell.x - w / 2, cell.y - h / 2, w, h, 8).fill(this.wrongMs > 0 ? BOX_WRONG : BOX);
    this.placeBubble();
    this.placeHint();
  }

  step(dtMs: number): void {
    for (const g of this.glyphs) g.step(dtMs);
    if (this.wrongMs > 0) {
      this.wrongMs -= dtMs;
      if (this.wrongMs <= 0) this.drawBox();
    }
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    super.destroy(options);
    this.atlas?.destroy();
    this.atlas = null;
  }
}
