import { describe, expect, it, vi } from 'vitest';
import type { CanvasRendererLike } from './canvasCulling';
import type { PxRect } from './pxRects';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { boxOutside } = await import('./batchCulling');
const { cullCanvasDraws } = await import('./canvasCulling');

const identity = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };
const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 };

describe('boxOutside: a box against every region of a clip', () => {
  it('is outside only when it misses every region, with a margin', () => {
    const rs: PxRect[] = [
      { x: 100, y: 0, w: 10, h: 10 },
      { x: 0, y: 100, w: 10, h: 10 },
    ];
    expect(boxOutside(0, 0, 10, 10, identity, 1, rs)).toBe(true);
    expect(boxOutside(0, 0, 10, 10, { ...identity, ty: 95 }, 1, rs)).toBe(false);
    // 3 px short of a region: within the margin, drawn
    expect(boxOutside(0, 0, 10, 10, { ...identity, tx: 87 }, 1, rs)).toBe(false);
    // the resolution scales the box onto device pixels
    expect(boxOutside(0, 0, 10, 10, { ...identity, tx: 50 }, 2, rs)).toBe(false);
  });

  it('never calls an empty or unreadable box outside', () => {
    expect(boxOutside(5, 5, 4, 4, identity, 1, [{ x: 100, y: 100, w: 1, h: 1 }])).toBe(false);
    expect(boxOutside(NaN, 0, 10, 10, identity, 1, [{ x: 100, y: 100, w: 1, h: 1 }])).toBe(false);
  });
});

/** A canvas renderer as the culling reads it, with adaptors that record what they are asked to draw. */
function fakeRenderer(world = identity) {
  const drawn: string[] = [];
  const renderer: CanvasRendererLike = {
    renderPipes: {
      batch: { _adaptor: { execute: (_p, batch) => batch.elements!.forEach((e) => drawn.push((e as { name: string }).name)) } },
      graphics: { _adaptor: { execute: (_p, shape) => drawn.push((shape as { name: string }).name) } },
    },
    globalUniforms: { globalUniformData: { worldTransformMatrix: world } },
    canvasContext: { activeResolution: 1 },
  };
  return { renderer, drawn };
}
const quad = (name: string, tx: number, cached = false) => ({ name, packAsQuad: true, bounds: box, transform: { ...identity, tx }, renderable: { renderGroup: cached ? { isCachedAsTexture: true } : null } });

describe('cullCanvasDraws: sprites and graphics outside the pass are not issued', () => {
  it('draws everything while no region is set, and only what meets the regions while one is', () => {
    const { renderer, drawn } = fakeRenderer();
    let regions: PxRect[] | null = null;
    const counts = { culledDraws: 0, drawnBatches: 0 };
    const restore = cullCanvasDraws(renderer, () => regions, counts);
    const batch = { start: 0, size: 2, elements: [quad('a', 0), quad('b', 200)] };
    renderer.renderPipes.batch!._adaptor!.execute(null, batch);
    expect(drawn).toEqual(['a', 'b']);
    regions = [{ x: 195, y: 0, w: 30, h: 30 }];
    renderer.renderPipes.batch!._adaptor!.execute(null, batch);
    renderer.renderPipes.graphics!._adaptor!.execute(null, { name: 'g-in', bounds: box, groupTransform: { ...identity, tx: 210 } } as never);
    renderer.renderPipes.graphics!._adaptor!.execute(null, { name: 'g-out', bounds: box, groupTransform: identity } as never);
    expect(drawn).toEqual(['a', 'b', 'b', 'g-in']);
    expect(counts).toEqual({ culledDraws: 2, drawnBatches: 2 });
    // the batch keeps all its elements for the next frame
    expect(batch.elements.map((e) => e.name)).toEqual(['a', 'b']);
    restore();
    renderer.renderPipes.batch!._adaptor!.execute(null, batch);
    expect(drawn.slice(-2)).toEqual(['a', 'b']);
  });

  it("applies the render group's transform, except to a cached layer's picture (placed without it, as Pixi does)", () => {
    const { renderer, drawn } = fakeRenderer({ ...identity, tx: 300 });
    cullCanvasDraws(renderer, () => [{ x: 295, y: 0, w: 30, h: 30 }], { culledDraws: 0, drawnBatches: 0 });
    renderer.renderPipes.batch!._adaptor!.execute(null, { start: 0, size: 3, elements: [quad('grouped', 0), quad('cached', 0, true), quad('cached-there', 300, true)] });
    expect(drawn).toEqual(['grouped', 'cached-there']);
  });
});
