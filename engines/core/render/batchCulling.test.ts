import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { cullGlBatches, outside } = await import('./batchCulling');

describe('outside: a batch skipped in a scissored pass', () => {
  // two quads of a batch (DefaultBatcher: 6 floats a vertex, position first), at x 10–20 and 40–50
  const f32 = new Float32Array(8 * 6);
  const quad = (v0: number, x0: number, x1: number) =>
    [
      [x0, 10],
      [x1, 10],
      [x1, 20],
      [x0, 20],
    ].forEach(([x, y], i) => f32.set([x!, y!], (v0 + i) * 6));
  quad(0, 10, 20);
  quad(4, 40, 50);
  const batcher = { attributeBuffer: { float32View: f32 }, indexBuffer: new Uint16Array([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]), vertexSize: 6 };
  const identity = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };

  it('skips a batch whose every vertex lies beyond the region (with a margin), never one that touches it', () => {
    expect(outside({ start: 0, size: 12, batcher }, identity, 1, { x: 100, y: 0, w: 50, h: 50 })).toBe(true);
    expect(outside({ start: 0, size: 12, batcher }, identity, 1, { x: 45, y: 15, w: 50, h: 50 })).toBe(false);
    // the margin: 2 px beyond the quad's edge still counts as touching
    expect(outside({ start: 0, size: 6, batcher }, identity, 1, { x: 22, y: 0, w: 10, h: 50 })).toBe(false);
    // only the second quad's indices: the region over the first does not draw it
    expect(outside({ start: 6, size: 6, batcher }, identity, 1, { x: 0, y: 0, w: 25, h: 50 })).toBe(true);
  });

  it('maps positions through the group transform and the resolution', () => {
    const moved = { ...identity, tx: 100 };
    expect(outside({ start: 0, size: 6, batcher }, moved, 1, { x: 110, y: 10, w: 5, h: 5 })).toBe(false);
    expect(outside({ start: 0, size: 6, batcher }, identity, 2, { x: 30, y: 30, w: 5, h: 5 })).toBe(false);
    expect(outside({ start: 0, size: 6, batcher }, identity, 2, { x: 60, y: 60, w: 5, h: 5 })).toBe(true);
  });

  it('never skips a batch it cannot read', () => {
    expect(outside({ start: 0, size: 6 }, identity, 1, { x: 500, y: 500, w: 5, h: 5 })).toBe(false);
    expect(outside({ start: 0, size: 0, batcher }, identity, 1, { x: 500, y: 500, w: 5, h: 5 })).toBe(false);
  });
});

describe('cullGlBatches: the WebGL batch adaptor skips batches outside the pass', () => {
  it('draws every batch while no region is set, skips those outside it while one is, and puts the adaptor back', () => {
    const f32 = new Float32Array(4 * 6);
    [
      [10, 10],
      [20, 10],
      [20, 20],
      [10, 20],
    ].forEach(([x, y], i) => f32.set([x!, y!], i * 6));
    const batch = { start: 0, size: 6, batcher: { attributeBuffer: { float32View: f32 }, indexBuffer: new Uint16Array([0, 1, 2, 0, 2, 3]), vertexSize: 6 } };
    let drawn = 0;
    const adaptor = { execute: (_pipe: unknown, _batch: unknown) => void drawn++ };
    const renderer = { renderPipes: { batch: { _adaptor: adaptor } }, globalUniforms: { uniformGroup: { uniforms: { uWorldTransformMatrix: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 } } } }, resolution: 1 };
    let regions: { x: number; y: number; w: number; h: number }[] | null = null;
    const counts = { culledDraws: 0, drawnBatches: 0 };
    const restore = cullGlBatches(renderer, () => regions, counts);
    adaptor.execute(null, batch);
    regions = [{ x: 100, y: 100, w: 10, h: 10 }];
    adaptor.execute(null, batch);
    regions = [{ x: 15, y: 15, w: 10, h: 10 }];
    adaptor.execute(null, batch);
    expect(drawn).toBe(2);
    expect(counts).toEqual({ culledDraws: 1, drawnBatches: 2 });
    restore();
    regions = [{ x: 100, y: 100, w: 10, h: 10 }];
    adaptor.execute(null, batch);
    expect(drawn).toBe(3);
  });
});
