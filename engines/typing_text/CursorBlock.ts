import { Graphics } from 'pixi.js';

/**
 * The block behind the next character: bounces gently so a child's eye finds it, turns red
 * while the character has an error. Slides to its new cell instead of jumping.
 */
export class CursorBlock extends Graphics {
  private targetX = 0;
  private targetY = 0;
  private ms = 0;

  /** Redraw for a cell size and colour (on resize, or when the error state flips). */
  draw(width: number, height: number, colour: number): void {
    this.clear().roundRect(-width / 2, -height / 2, width, height, Math.min(width, height) * 0.22).fill(colour);
  }

  slideTo(x: number, y: number, immediately = false): void {
    this.targetX = x;
    this.targetY = y;
    if (immediately) this.position.set(x, y);
  }

  step(dtMs: number): void {
    this.ms += dtMs;
    const ease = Math.min(1, dtMs / 60);
    this.x += (this.targetX - this.x) * ease;
    this.y += (this.targetY - this.y) * ease;
    // a slow bounce and breathing alpha: visible, never flashing
    this.pivot.y = Math.abs(Math.sin(this.ms / 320)) * 3;
    this.alpha = 0.75 + 0.25 * Math.cos(this.ms / 400);
  }
}
