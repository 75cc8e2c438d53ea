import { Graphics } from 'pixi.js';

/**
 * The block behind the next character: bounces gently so a child's eye finds it, turns red
 * while the character has an error. Slides to its new cell instead of jumping.
 */
export class CursorBlock extends Graphics {
  private targetX = 0;
  private targetY = 0;
  private ms = 0;
  /** the size and colour last drawn */
  drawn = { width: 0, height: 0, colour: 0 };

  /** Redraw for a cell size and colour (on resize, or when the error state flips). */
  draw(width: number, height: number, colour: number): void {
    this.drawn = { width, height, colour };
    this.clear().roundRect(-width / 2, -height / 2, width, height, Math.min(width, height) * 0.22).fill(colour);
  }

  slideTo(x: number, y: number, immediately = false): void {
    this.targetX = x;
    this.targetY = y;
    if (immediately) this.position.set(x, y);
  }

  /**
   * Advance the slide (a finite effect: it lands exactly, or jumps when `effects` is off) and the
   * bounce and breathing (ambient: only where frames are cheap, else the block sits still and full).
   */
  step(dtMs: number, effects = true, ambient = true): void {
    const ease = effects ? Math.min(1, dtMs / 60) : 1;
    const x = Math.abs(this.targetX - this.x) < 0.5 ? this.targetX : this.x + (this.targetX - this.x) * ease;
    const y = Math.abs(this.targetY - this.y) < 0.5 ? this.targetY : this.y + (this.targetY - this.y) * ease;
    this.position.set(x, y);
    if (!ambient) {
      this.pivot.y = 0;
      this.alpha = 1;
      return;
    }
    this.ms += dtMs;
    // a slow bounce and breathing alpha: visible, never flashing
    this.pivot.y = Math.abs(Math.sin(this.ms / 320)) * 3;
    this.alpha = 0.75 + 0.25 * Math.cos(this.ms / 400);
  }

  /** Where the block is going (the engine's cursor cell), in its parent's coordinates. */
  get target(): { x: number; y: number } {
    return { x: this.targetX, y: this.targetY };
  }
}
