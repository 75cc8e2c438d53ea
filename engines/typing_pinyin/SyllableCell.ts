import { Container, Graphics, Text } from 'pixi.js';
import { COLOR, mix } from './sceneStyle';
import type { SyllableView } from './typingPinyin.selectors';
import { GAME_FONT, KAI_FONT } from '../core/view/fonts';

const FLASH_MS = 400;

/**
 * One syllable on the board: its hanzi (one, or two for 儿化) with the tone-marked pinyin above,
 * one Text per pinyin letter so typed letters can be coloured by tint without re-rasterising.
 */
export class SyllableCell extends Container {
  private readonly hanzi: Text;
  private readonly letters: Text[];
  private readonly underline = new Graphics();
  /** the letters typed so far, shown under the character when the pinyin line is hidden */
  private readonly typedLine: Text;
  private view: SyllableView;
  private cell = 100;
  private flashLeft = 0;
  private time = 0;
  private withEffects = true;

  constructor(view: SyllableView, resolution: number) {
    super();
    this.view = view;
    this.hanzi = new Text({ text: view.hanzi, style: { fontFamily: KAI_FONT, fontSize: 80, fill: 0xffffff }, resolution });
    // NFC keeps ǜ one character, so the display letters line up one-to-one with the typed letters
    this.letters = Array.from(view.pinyin.normalize('NFC')).map(
      (ch) => new Text({ text: ch, style: { fontFamily: GAME_FONT, fontSize: 28, fill: 0xffffff, fontWeight: 'bold' }, resolution }),
    );
    this.typedLine = new Text({ text: '', style: { fontFamily: GAME_FONT, fontSize: 24, fill: 0xffffff, fontWeight: 'bold' }, resolution });
    this.hanzi.anchor.set(0.5, 0);
    this.typedLine.anchor.set(0.5, 0);
    for (const t of this.letters) t.anchor.set(0, 1);
    this.addChild(this.hanzi, this.underline, this.typedLine, ...this.letters);
  }

  /** Width in cells: a punctuation mark is narrow, 儿化 takes two characters. */
  get units(): number {
    return this.view.letters === '' ? 0.6 : Array.from(this.view.hanzi).length;
  }

  /** Lay out for a cell size: the hanzi square with the pinyin row (0.35 cell) above it. */
  layout(cell: number): void {
    this.cell = cell;
    const width = cell * this.units;
    this.hanzi.style.fontSize = Math.round(cell * 0.82);
    this.hanzi.position.set(width / 2, cell * 0.36);
    const size = Math.round(cell * 0.3);
    for (const t of this.letters) t.style.fontSize = size;
    const total = this.letters.reduce((w, t) => w + t.width, 0);
    let x = (width - total) / 2;
    for (const t of this.letters) {
      t.position.set(x, cell * 0.34);
      x += t.width;
    }
    this.typedLine.style.fontSize = Math.round(cell * 0.24);
    this.typedLine.position.set(width / 2, cell * 1.4);
  }

  /** Draw the state from the selectors. */
  show(view: SyllableView, showPinyin: boolean, itemDone: boolean): void {
    this.view = view;
    const hanziColor = itemDone || view.state === 'done' ? COLOR.done : view.state === 'current' ? COLOR.current : COLOR.ink;
    this.hanzi.tint = this.flashLeft > 0 ? mix(hanziColor, COLOR.wrong, this.withEffects ? this.flashLeft / FLASH_MS : 1) : hanziColor;
    const typed = this.letters.length === view.letters.length ? view.typed : Math.round((view.typed * this.letters.length) / Math.max(1, view.letters.length));
    this.letters.forEach((t, i) => {
      t.visible = showPinyin;
      const isNext = view.state === 'current' && i === typed;
      t.tint = view.state === 'done' || itemDone ? COLOR.done : i < typed ? COLOR.typed : isNext && this.flashLeft > 0 ? COLOR.wrong : view.state === 'current' ? COLOR.ink : COLOR.faint;
    });
    this.typedLine.visible = !showPinyin && view.state === 'current' && view.typed > 0;
    this.typedLine.text = view.letters.slice(0, view.typed);
    this.typedLine.tint = COLOR.typed;
    this.drawUnderline(showPinyin, typed);
  }

  /** A wrong key: the next letter and the character flash red and the cell shakes. */
  flash(): void {
    this.flashLeft = FLASH_MS;
  }

  /** A wrong letter's red is still counting down. */
  get flashing(): boolean {
    return this.flashLeft > 0;
  }

  /**
   * Per-frame motion: the underline bounces (ambient), a flash fades and a shake settles (effects).
   * With effects off the flash is plain red for FLASH_MS, then gone: two frames, no motion.
   */
  animate(dtMs: number, showPinyin: boolean, itemDone: boolean, effects = true, ambient = true): void {
    this.withEffects = effects;
    if (ambient) this.time += dtMs;
    const flashing = this.flashLeft > 0;
    if (flashing) this.flashLeft = Math.max(0, this.flashLeft - dtMs);
    this.pivot.x = effects && this.flashLeft > 0 ? Math.sin(this.time / 25) * this.cell * 0.04 * (this.flashLeft / FLASH_MS) : 0;
    if ((this.view.state === 'current' && ambient) || (flashing && (effects || this.flashLeft === 0))) this.show(this.view, showPinyin, itemDone);
  }

  private drawUnderline(showPinyin: boolean, typed: number): void {
    const g = this.underline.clear();
    if (this.view.state !== 'current') return;
    const bounce = Math.abs(Math.sin(this.time / 180)) * this.cell * 0.04;
    const color = this.flashLeft > 0 ? COLOR.wrong : COLOR.current;
    const next = this.letters[typed];
    if (showPinyin && next) {
      g.roundRect(next.x, next.y + this.cell * 0.02 - bounce, next.width, this.cell * 0.045, 3).fill(color);
    } else {
      // pinyin hidden: a bar under the character says "this one"
      const w = this.cell * this.units;
      g.roundRect(w * 0.2, this.cell * 1.33 - bounce, w * 0.6, this.cell * 0.05, 4).fill(color);
    }
  }
}
