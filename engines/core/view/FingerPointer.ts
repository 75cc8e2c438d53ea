import { Container, Graphics, Point, Ticker } from 'pixi.js';
import { keyForCode, strokeFor, type Finger, type Hand, type KeyDef } from '../keyboard';
import type { NextKey } from '../types';
import { HAND_ASPECT, HandGraphic } from './HandGraphic';
import type { KeyGridView } from './KeyGridView';
import { fingerColor } from './themes';
import { ambientOn, effectsOn } from '../render/frameLoop';

export interface FingerPointerOptions {
  ticker?: Ticker;
}

/**
 * Two cartoon hands under a keyboard (one, the right, under a number pad). pointTo marks the
 * finger to use — coloured and bouncing — and a ring glides from key to key with a dotted trail
 * from the fingertip. Reads key positions from the keyboard view; holds no rules.
 * The host hides it on viewports of KEY_POINTER_MIN_WIDTH px or less (SPEC.md §2).
 */
export class FingerPointer extends Container {
  private readonly keyboard: KeyGridView;
  private readonly hands: Record<Hand, HandGraphic> = { left: new HandGraphic('left'), right: new HandGraphic('right') };
  private readonly trail = new Graphics();
  private readonly ring = new Graphics();
  private readonly ticker: Ticker;
  private target: KeyDef | null = null;
  /** the ring's rectangle as it glides (x, y, w, h in this container's space) */
  private cur: { x: number; y: number; w: number; h: number } | null = null;
  private time = 0;
  /** what the ring and trail were last drawn from: redrawn only when it changes */
  private drawnFrom = '';

  constructor(keyboard: KeyGridView, options: FingerPointerOptions = {}) {
    super();
    this.keyboard = keyboard;
    this.ticker = options.ticker ?? Ticker.shared;
    this.hands.left.visible = keyboard.board === 'standard';
    this.addChild(this.hands.left, this.hands.right, this.trail, this.ring);
    this.ticker.add(this.tick, this);
  }

  /**
   * Lay the hands out in a band of width × height under the keyboard (this container's origin is
   * the band's top left). The left hand sits under the left half, the right under the right half.
   */
  resize(width: number, height: number): void {
    const h = Math.min(height, (width / (this.hands.left.visible ? 2.3 : 1.1)) / HAND_ASPECT);
    const w = h * HAND_ASPECT;
    this.hands.left.draw(h);
    this.hands.right.draw(h);
    if (this.hands.left.visible) {
      this.hands.left.position.set(width * 0.3 - w / 2, height - h);
      this.hands.right.position.set(width * 0.7 - w / 2, height - h);
    } else {
      this.hands.right.position.set(width / 2 - w / 2, height - h);
    }
    this.cur = null;
    this.drawnFrom = '';
  }

  /** Point at a key (null: rest); shiftKeyId also lights the finger that holds Shift. */
  pointTo(key_id: string | null, shiftKeyId: string | null = null): void {
    this.target = key_id ? keyForCode(key_id) : null;
    const lit: Record<Hand, Finger[]> = { left: [], right: [] };
    for (const k of [this.target, shiftKeyId ? keyForCode(shiftKeyId) : null]) {
      if (!k) continue;
      // Either thumb may press the space bar.
      if (k.code === 'Space') lit.left.push('thumb');
      lit[k.hand].push(k.finger);
    }
    this.hands.left.highlight(lit.left);
    this.hands.right.highlight(lit.right);
  }

  /** Point at what the engine says comes next. */
  showNext(next: NextKey | null): void {
    const stroke = next ? strokeFor(next.key, this.keyboard.board) : null;
    this.pointTo(stroke?.key.key_id ?? null, stroke?.shiftKey?.key_id ?? null);
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    this.drawnFrom = '';
  }

  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    try {
      this.ticker.remove(this.tick, this);
    } catch {
      // The application destroys its ticker before its stage: nothing left to unhook.
    }
    super.destroy(options ?? { children: true });
  }

  private tick(ticker: Ticker): void {
    // Ambient (bounce, moving dots) only where frames are cheap; the glide is a finite effect that
    // snaps to the key on the low tier. Ring and trail are redrawn only when what they show moved.
    const ambient = ambientOn(this.ticker);
    const effects = effectsOn(this.ticker);
    if (ambient) this.time += ticker.deltaMS;
    this.hands.left.animate(this.time);
    this.hands.right.animate(this.time);
    const rect = this.target && this.visible ? this.keyboard.keyRect(this.target.key_id) : null;
    if (!rect || !this.target) {
      this.cur = null;
      if (this.drawnFrom !== '') {
        this.ring.clear();
        this.trail.clear();
        this.drawnFrom = '';
      }
      return;
    }
    const topLeft = this.toLocal(new Point(rect.x, rect.y), this.keyboard);
    const bottomRight = this.toLocal(new Point(rect.x + rect.width, rect.y + rect.height), this.keyboard);
    const goal = { x: topLeft.x, y: topLeft.y, w: bottomRight.x - topLeft.x, h: bottomRight.y - topLeft.y };
    // Glide toward the key instead of jumping, so the eye can follow the move.
    const k = this.cur && effects ? 1 - Math.exp(-ticker.deltaMS / 70) : 1;
    const c = (this.cur ??= { ...goal });
    c.x += (goal.x - c.x) * k;
    c.y += (goal.y - c.y) * k;
    c.w += (goal.w - c.w) * k;
    c.h += (goal.h - c.h) * k;
    // close enough: land exactly, so the glide ends and the stage comes to rest
    if (Math.abs(goal.x - c.x) + Math.abs(goal.y - c.y) + Math.abs(goal.w - c.w) + Math.abs(goal.h - c.h) < 0.5) Object.assign(c, goal);
    const from = `${this.target.key_id}|${c.x}|${c.y}|${c.w}|${c.h}|${this.time}`;
    if (from === this.drawnFrom) return;
    this.drawnFrom = from;
    this.ring.clear();
    this.trail.clear();

    const colour = fingerColor(this.target.hand, this.target.finger);
    const unit = this.keyboard.layout.unit * (goal.h / Math.max(1, rect.height));
    const pad = unit * 0.1 + Math.abs(Math.sin(this.time / 170)) * unit * 0.06;
    const line = Math.max(2, unit * 0.09);
    this.ring.roundRect(c.x - pad, c.y - pad, c.w + 2 * pad, c.h + 2 * pad, unit * 0.25).stroke({ color: 0xffffff, width: line * 1.8 });
    this.ring.roundRect(c.x - pad, c.y - pad, c.w + 2 * pad, c.h + 2 * pad, unit * 0.25).stroke({ color: colour, width: line });

    // Dotted trail from the fingertip to the ring's lower edge.
    const hand = this.hands[this.target.code === 'Space' ? 'right' : this.target.hand];
    if (!hand.visible) return;
    const tip = hand.tipIn(this.target.finger, this);
    const end = { x: c.x + c.w / 2, y: c.y + c.h + pad };
    const dist = Math.hypot(end.x - tip.x, end.y - tip.y);
    const step = Math.max(6, unit * 0.28);
    const n = Math.floor(dist / step);
    const shift = ((this.time / 600) % 1) * step;
    for (let i = 1; i < n; i++) {
      const d = i * step - shift;
      if (d <= 0) continue;
      const f = d / dist;
      this.trail.circle(tip.x + (end.x - tip.x) * f, tip.y + (end.y - tip.y) * f, Math.max(2, unit * 0.055));
    }
    this.trail.fill({ color: colour, alpha: 0.85 }).stroke({ color: 0xffffff, width: Math.max(1, unit * 0.02) });
  }
}
