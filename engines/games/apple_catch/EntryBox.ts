import { Container, Graphics, Text, TextStyle } from 'pixi.js';
import { CJK_FONT, GAME_FONT, withFirst } from '../../core/view/fonts';

const DIGITS = withFirst('Verdana', GAME_FONT);

/**
 * The entry box on the grass: what the child has typed, big, with a blinking cursor and an ↵
 * hint once the number is whole; a Chinese hint while it is empty. It flashes red on a wrong key,
 * its contents shaking (`shake`) in the still frame. While the 提示 prop shows, the key to press
 * next waits after the caret, orange on a yellow spot (or the ↵ badge glows when it is Enter).
 */
export class EntryBox extends Container {
  /** the white pill: still until the next layout (the host paints it in the page) */
  readonly frame = new Graphics();
  /**
   * the same pill drawn in GL over a low apple's tag (the box hid it before the frame moved to
   * the page); hidden (`covering`) while no apple reaches down to the box
   */
  private readonly cover = new Graphics(this.frame.context);
  private readonly flash = new Graphics();
  /** what is inside the frame, shaken on a wrong key */
  private readonly inside = new Container();
  private readonly badge = new Graphics();
  private readonly digits: Text;
  private readonly hint: Text;
  private readonly enter: Text;
  private readonly ghost: Text;
  private readonly spot = new Graphics();
  private readonly caret = new Graphics();
  private text = '';
  private complete = false;
  private hintKey: string | null = null;
  private w = 360;
  private h = 62;
  private blink = 0;

  constructor(resolution: number) {
    super();
    const r = Math.max(2, resolution);
    this.digits = new Text({ text: '', style: new TextStyle({ fontFamily: DIGITS, fontSize: 40, fontWeight: '800', fill: 0x1b5e20 }), resolution: r, anchor: { x: 0, y: 0.5 } });
    this.hint = new Text({ text: '打出苹果上的数字，按回车接住', style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 24, fontWeight: '600', fill: 0x8d6e63 }), resolution: r, anchor: 0.5 });
    this.enter = new Text({ text: '回车 ↵', style: new TextStyle({ fontFamily: CJK_FONT, fontSize: 22, fontWeight: '700', fill: 0xffffff }), resolution: r, anchor: 0.5 });
    this.ghost = new Text({ text: '', style: new TextStyle({ fontFamily: DIGITS, fontSize: 40, fontWeight: '800', fill: 0xe65100 }), resolution: r, anchor: { x: 0, y: 0.5 } });
    this.ghost.visible = false;
    this.flash.visible = false;
    this.inside.addChild(this.badge, this.spot, this.caret, this.digits, this.ghost, this.hint, this.enter);
    this.cover.visible = false;
    this.addChild(this.frame, this.cover, this.flash, this.inside);
    this.layout(360, 62);
  }

  layout(width: number, height: number): void {
    this.w = width;
    this.h = height;
    this.frame.clear().roundRect(-width / 2, -height / 2, width, height, height / 2).fill(0xffffff).stroke({ color: 0xff9800, width: 5 });
    this.flash.clear().roundRect(-width / 2, -height / 2, width, height, height / 2).fill(0xff5252);
    const k = height / 62;
    this.digits.scale.set(k);
    this.ghost.scale.set(k);
    this.hint.scale.set(Math.min(k, (width - 40) / Math.max(1, this.hint.width / this.hint.scale.x)));
    this.enter.scale.set(k);
    this.place();
  }

  /**
   * the entry as shown (grouped like its apple's tag), whether it is a whole number of that apple
   * (Enter catches it), and the key the 提示 prop shows (null: none)
   */
  setEntry(text: string, complete: boolean, hintKey: string | null = null): void {
    if (text === this.text && complete === this.complete && hintKey === this.hintKey) return;
    this.text = text;
    this.complete = complete;
    this.hintKey = hintKey;
    if (this.digits.text !== text) this.digits.text = text;
    const ghost = hintKey !== null && hintKey !== 'Enter' ? hintKey : '';
    if (this.ghost.text !== ghost) this.ghost.text = ghost;
    this.ghost.visible = ghost !== '';
    this.hint.visible = text === '' && !this.ghost.visible;
    this.enter.visible = complete;
    this.place();
  }

  private place(): void {
    const k = this.h / 62;
    const enterW = this.enter.visible ? 100 * k : 0;
    const ghostW = this.ghost.visible ? this.ghost.width + 10 * k : 0;
    this.digits.position.set(-(this.digits.width + ghostW) / 2 - enterW / 2, 0);
    this.caret.clear().roundRect(0, -20 * k, 4 * k, 40 * k, 2).fill(0xff9800);
    this.caret.position.set(this.digits.x + this.digits.width + 4 * k, 0);
    this.ghost.position.set(this.digits.x + this.digits.width + 12 * k, 0);
    this.enter.position.set(this.w / 2 - 60 * k, 0);
    this.caret.visible = !this.hint.visible;
    const badge = this.badge.clear();
    if (this.enter.visible) {
      const glow = this.hintKey === 'Enter';
      badge.roundRect(this.w / 2 - 112 * k, -this.h / 2 + 9 * k, 104 * k, this.h - 18 * k, (this.h - 18 * k) / 2).fill(glow ? 0xff6d00 : 0x43a047);
      if (glow) badge.stroke({ color: 0xffeb3b, width: 5 * k });
    }
    this.spot.clear();
    if (this.ghost.visible) this.spot.roundRect(this.ghost.x - 6 * k, -24 * k, this.ghost.width + 12 * k, 48 * k, 10 * k).fill(0xffeb3b).stroke({ color: 0xff6d00, width: 3 * k });
  }

  /** the red flash of a wrong key: 0 (none) to 1 */
  set wrongFlash(v: number) {
    this.flash.alpha = 0.55 * v;
    // hidden when spent: an alpha-0 shape is still drawn
    this.flash.visible = v > 0;
  }

  /** whether something under the box reaches into it (the frame is then drawn again over it) */
  set covering(on: boolean) {
    this.cover.visible = on;
  }

  /** the contents' sideways shake (px) */
  set shake(dx: number) {
    this.inside.x = dx;
  }

  step(dtMs: number): void {
    this.blink += dtMs;
    if (!this.hint.visible) this.caret.alpha = Math.floor(this.blink / 450) % 2 === 0 ? 1 : 0.15;
  }
}
