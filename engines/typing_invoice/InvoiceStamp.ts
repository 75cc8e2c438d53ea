import { Container, Graphics, Text } from 'pixi.js';
import { CJK_FONT } from '../core/view/fonts';

const STAMP_MS = 320;
const RED = 0xd9480f;

/** The round red 已完成 stamp that lands on a finished invoice: drops in large and settles. */
export class InvoiceStamp extends Container {
  private ms = -1;

  constructor(resolution: number) {
    super();
    const ring = new Graphics().circle(0, 0, 64).stroke({ color: RED, width: 6 }).circle(0, 0, 54).stroke({ color: RED, width: 2 });
    const label = new Text({
      text: '已完成',
      style: { fontFamily: CJK_FONT, fontSize: 30, fontWeight: '700', fill: RED },
      resolution,
      anchor: 0.5,
    });
    this.addChild(ring, label);
    this.rotation = -0.26;
    this.clear();
  }

  play(): void {
    this.ms = 0;
    this.visible = true;
  }

  clear(): void {
    this.ms = -1;
    this.visible = false;
  }

  step(dtMs: number): void {
    if (this.ms < 0 || this.ms >= STAMP_MS) return;
    this.ms = Math.min(STAMP_MS, this.ms + dtMs);
    const t = this.ms / STAMP_MS;
    const ease = 1 - (1 - t) ** 3;
    this.scale.set(2.2 - 1.2 * ease);
    this.alpha = 0.88 * ease;
  }
}
