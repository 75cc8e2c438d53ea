import type { Container } from 'pixi.js';

/**
 * The views of a letter game's targets on the field (气球's balloons, 小鱼吐泡泡's bubbles), one per
 * showing target, kept by the target's id and reused from a pool: a frame makes no display object
 * once the pool is as big as the most targets ever up at once, and a target keeps its view while it shows.
 */
export class TargetViews<V extends Container> {
  private readonly views = new Map<number, V>();
  private readonly free: V[] = [];

  constructor(
    private readonly layer: Container,
    private readonly make: () => V,
  ) {}

  /** One view per target (by id) drawn by `draw`; the views of targets no longer given go back to the pool, hidden. */
  show<T extends { id: number }>(targets: Iterable<T>, draw: (view: V, target: T) => void): void {
    const seen = new Set<number>();
    for (const t of targets) {
      seen.add(t.id);
      let view = this.views.get(t.id);
      if (!view) {
        view = this.free.pop() ?? this.layer.addChild(this.make());
        view.visible = true;
        this.views.set(t.id, view);
      }
      draw(view, t);
    }
    for (const [id, view] of this.views) {
      if (seen.has(id)) continue;
      this.views.delete(id);
      view.visible = false;
      this.free.push(view);
    }
  }

  /** every view made, showing or pooled (a resize rescales them) */
  all(): V[] {
    return [...this.views.values(), ...this.free];
  }
}
