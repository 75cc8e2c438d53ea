import { Container, Graphics, Sprite, Text, TextStyle, type Texture } from 'pixi.js';
import { shownNumber } from './orchardLayout';
import { GAME_FONT, withFirst } from '../../core/view/fonts';

const FONT = withFirst('Verdana', GAME_FONT);
const TAG_H = 38;
const TAG_Y = 44;

/**
 * One apple at unit size (radius 30; the scene scales it): the apple (the bundle's picture, or
 * drawn when it is missing) and, under it on a string, its number on a white tag — typed digits
 * green, the rest dark. The apple being typed gets a golden glow and an orange tag edge; while
 * the 提示 prop shows, the digit to press next is big and orange on a yellow spot.
 */
export class AppleView extends Container {
  readonly body: Container;
  private readonly glow = new Graphics();
  private readonly tag = new Graphics();
  private readonly done: Text;
  private readonly rest: Text;
  private readonly next: Text;
  private readonly spot = new Graphics();
  private number = '';
  private typed = -1;
  private target = false;
  private hint = false;
  private wobble = Math.random() * 6;
  /** on the tree still (it sways) or falling */
  hanging = true;
  /** half the tag's width, unscaled: how far the apple must keep from the field's edges */
  halfWidth = 30;
  /** how far below its centre the apple's tag reaches, unscaled */
  static readonly reach = TAG_Y + TAG_H + 2;

  constructor(texture: Texture | null, resolution: number) {
    super();
    this.body = new Container();
    if (texture) {
      const s = new Sprite(texture);
      s.anchor.set(0.5, 0.55);
      s.scale.set(68 / texture.width);
      this.body.addChild(s);
    } else {
      this.body.addChild(
        new Graphics()
          .circle(0, 2, 30).fill(0xe53935).stroke({ color: 0x8e1b1b, width: 2 })
          .moveTo(0, -26).lineTo(3, -38).stroke({ color: 0x6d4c41, width: 4 })
          .ellipse(12, -34, 10, 5).fill(0x66bb6a)
          .ellipse(-11, -8, 6, 10).fill({ color: 0xffffff, alpha: 0.45 }),
      );
    }
    const string = new Graphics().moveTo(0, 28).lineTo(0, TAG_Y).stroke({ color: 0x795548, width: 2 });
    const style = (fill: number) => new TextStyle({ fontFamily: FONT, fontSize: 28, fontWeight: '800', fill });
    this.done = new Text({ text: '', style: style(0x2e9e44), resolution: Math.max(2, resolution) });
    this.rest = new Text({ text: '', style: style(0x263238), resolution: Math.max(2, resolution) });
    this.next = new Text({ text: '', style: style(0xe65100), resolution: Math.max(2, resolution) });
    for (const t of [this.done, this.rest, this.next]) t.anchor.set(0, 0.5);
    this.addChild(this.glow, string, this.body, this.tag, this.spot, this.done, this.next, this.rest);
  }

  /**
   * the number and how much of it the entry box holds (-1: this apple is not being typed);
   * `hint`: light the character to press next (the 提示 prop)
   */
  show(number: string, typed: number, target: boolean, hint = false): void {
    if (number === this.number && typed === this.typed && target === this.target && hint === this.hint) return;
    this.number = number;
    this.typed = typed;
    this.target = target;
    this.hint = hint;
    const [shownDone, shownRest] = shownNumber(number, Math.max(0, typed));
    // the hinted character is the first of the rest (after a phone number's group space)
    const lead = hint ? (/^ */.exec(shownRest)?.[0] ?? '') : '';
    const done = shownDone + lead;
    const next = hint ? shownRest.slice(lead.length, lead.length + 1) : '';
    const rest = shownRest.slice(lead.length + next.length);
    if (this.done.text !== done) this.done.text = done;
    if (this.next.text !== next) this.next.text = next;
    if (this.rest.text !== rest) this.rest.text = rest;
    this.next.visible = next !== '';
    const nextW = this.next.visible ? this.next.width : 0;
    const w = this.done.width + nextW + this.rest.width + 24;
    this.halfWidth = Math.max(30, w / 2);
    const y = TAG_Y + TAG_H / 2;
    this.done.position.set(-w / 2 + 12, y);
    this.next.position.set(-w / 2 + 12 + this.done.width, y);
    this.rest.position.set(-w / 2 + 12 + this.done.width + nextW, y);
    this.tag.clear().roundRect(-w / 2, TAG_Y, w, TAG_H, 10).fill(target || hint ? 0xfff8e1 : 0xffffff).stroke({ color: target || hint ? 0xff9800 : 0xa1887f, width: target || hint ? 4 : 2 });
    this.spot.clear();
    if (this.next.visible) this.spot.roundRect(this.next.x - 4, TAG_Y + 3, nextW + 8, TAG_H - 6, 8).fill(0xffeb3b).stroke({ color: 0xff6d00, width: 3 });
    this.glow.clear();
    if (target || hint) this.glow.circle(0, 0, 44).fill({ color: 0xffeb3b, alpha: 0.45 }).circle(0, 0, 36).fill({ color: 0xfff59d, alpha: 0.5 });
  }

  /** a gentle sway while it hangs on the tree, still once it falls */
  step(dtMs: number): void {
    this.wobble += dtMs / 160;
    this.body.rotation = this.hanging ? Math.sin(this.wobble) * 0.12 : this.body.rotation * 0.85;
  }
}
