/**
 * Countdown timers for keys shown red after a wrong press (WRONG_KEY_MS). Pure: time only moves
 * when advance() is called with the ticker's delta, so a paused ticker pauses the red too.
 */
export class FlashTimers {
  private left = new Map<string, number>();

  constructor(private readonly durationMs: number) {}

  /** Start (or restart) the red on a key. */
  flash(id: string): void {
    this.left.set(id, this.durationMs);
  }

  has(id: string): boolean {
    return this.left.has(id);
  }

  get size(): number {
    return this.left.size;
  }

  /** Move time on by dt ms; returns true when some key stopped being red. */
  advance(dt: number): boolean {
    let changed = false;
    for (const [id, ms] of this.left) {
      if (ms - dt <= 0) {
        this.left.delete(id);
        changed = true;
      } else this.left.set(id, ms - dt);
    }
    return changed;
  }
}
