import { describe, expect, it, vi } from 'vitest';

/**
 * The small reads of pixiInternals.ts that partialRedraw.ts, undrawnChanges.ts, layerWarmer.ts and
 * the culling make per frame, checked against real pixi.js objects (as pixiInternals.test.ts does
 * for the rest): a render group's own fields, and the fields of a batched quad and a graphics that
 * the Canvas 2D culling reads; the Canvas 2D tint cache, the application's ticker and the batcher
 * method software GL calls.
 */

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const P = await import('pixi.js');
const I = await import('./pixiInternals');

function scene() {
  const stage = new P.Container({ isRenderGroup: true });
  const panel = new P.Container();
  panel.addChild(new P.Graphics().rect(0, 0, 10, 10).fill(0xff0000));
  const layer = new P.Container();
  layer.addChild(new P.Graphics().circle(5, 5, 5).fill(0x00ff00));
  layer.cacheAsTexture(true);
  stage.addChild(panel, layer);
  return { stage, panel, layer };
}

describe("a render group's own fields", () => {
  it('reads the root, the nested groups and which group is a cached layer', () => {
    const { stage, layer } = scene();
    const g = I.renderGroupOf(stage)!;
    const lg = I.renderGroupOf(layer)!;
    expect(I.groupRoot(g)).toBe(stage);
    expect(I.groupRoot(lg)).toBe(layer);
    expect(I.childGroupsOf(g)).toEqual([lg]);
    expect(I.childGroupsOf(lg)).toEqual([]);
    expect(I.isCachedGroup(g)).toBe(false);
    expect(I.isCachedGroup(lg)).toBe(true);
  });

  it('reads a changed tree and a cached layer asked to redraw, until they are reset as a render resets them', () => {
    const { stage, panel, layer } = scene();
    const g = I.renderGroupOf(stage)!;
    const lg = I.renderGroupOf(layer)!;
    expect(I.groupTreeChanged(g)).toBe(true);
    expect(I.layerWantsRedraw(lg)).toBe(true);
    // what RenderGroupSystem and RenderGroupPipe do in a frame (pixiInternals.test.ts checks their source)
    g.structureDidChange = false;
    lg.textureNeedsUpdate = false;
    expect(I.groupTreeChanged(g)).toBe(false);
    expect(I.layerWantsRedraw(lg)).toBe(false);
    panel.addChild(new P.Container());
    expect(I.groupTreeChanged(g)).toBe(true);
    layer.updateCacheTexture();
    expect(I.layerWantsRedraw(lg)).toBe(true);
  });
});

describe('what the Canvas 2D culling reads of a draw', () => {
  it("reads a batched sprite's quad: its flag, box, transform, and whether it is a cached layer's picture", () => {
    const { layer } = scene();
    const sprite = new P.Sprite(P.Texture.WHITE);
    sprite.position.set(30, 40);
    sprite.updateLocalTransform();
    const quad = new P.BatchableSprite();
    quad.renderable = sprite;
    quad.transform = sprite.localTransform;
    quad.bounds = sprite.bounds;
    const q = quad as unknown as import('./pixiInternals').QuadLike;
    expect(I.isQuad(q)).toBe(true);
    expect(I.quadBox(q)).toMatchObject({ maxX: 1, maxY: 1 });
    expect(I.quadTransform(q)).toMatchObject({ tx: 30, ty: 40 });
    expect(I.quadIsCachedLayer(q)).toBe(false);
    quad.renderable = layer;
    expect(I.quadIsCachedLayer(q)).toBe(true);
  });

  it('swaps the quads a batch draws and gives them back', () => {
    const a = new P.BatchableSprite() as unknown as import('./pixiInternals').QuadLike;
    const b = new P.BatchableSprite() as unknown as import('./pixiInternals').QuadLike;
    const batch = new P.Batch() as unknown as import('./pixiInternals').BatchLike;
    batch.elements = [a, b];
    const all = I.quadsOf(batch)!;
    I.setQuads(batch, [b]);
    expect(I.quadsOf(batch)).toEqual([b]);
    I.setQuads(batch, all);
    expect(I.quadsOf(batch)).toEqual([a, b]);
  });

  it("reads a graphics' box and group transform", () => {
    const stage = new P.Container({ isRenderGroup: true });
    const shape = new P.Graphics().rect(0, 0, 5, 8).fill(0);
    shape.position.set(7, 9);
    stage.addChild(shape);
    P.updateRenderGroupTransforms(I.renderGroupOf(stage) as never, true);
    const s = shape as unknown as import('./pixiInternals').ShapeLike;
    expect(I.shapeBox(s)).toMatchObject({ minX: 0, minY: 0, maxX: 5, maxY: 8 });
    expect(I.shapeTransform(s)).toMatchObject({ tx: 7, ty: 9 });
  });
});

describe('Canvas 2D tints', () => {
  it("keeps a text's drawn texture in its render data under the renderer's uid", () => {
    expect(String(P.CanvasTextPipe.prototype['initGpuText' as keyof typeof P.CanvasTextPipe.prototype])).toContain('_gpuData[this._renderer.uid]');
    const text = new P.Text({ text: 'a' });
    const t = new P.Texture();
    (text as unknown as { _gpuData: Record<number, unknown> })._gpuData[7] = { texture: t };
    expect(I.drawnTextureOf({ renderer: { uid: 7 } } as never, text)).toBe(t);
    const sprite = new P.Sprite(P.Texture.WHITE);
    expect(I.drawnTextureOf({ renderer: { uid: 7 } } as never, sprite)).toBe(P.Texture.WHITE);
  });

  it('reads the tinted copy getTintedCanvas keeps, until the texture changes', () => {
    vi.spyOn(P.canvasUtils, 'tintMethod').mockImplementation(() => {});
    const created = vi.spyOn(P.DOMAdapter.get(), 'createCanvas').mockImplementation(() => ({ getContext: () => null }) as never);
    P.canvasUtils.convertTintToImage = false;
    const texture = new P.Texture({ source: new P.TextureSource({ resource: {} as never, width: 4, height: 4 }) });
    expect(I.hasTintedCopy(texture, 0x123456)).toBe(false);
    P.canvasUtils.getTintedCanvas({ texture }, 0x123456);
    expect(I.hasTintedCopy(texture, 0x123456)).toBe(true);
    expect(I.hasTintedCopy(texture, 0x654321)).toBe(false);
    // the source changed (resized, reloaded): Pixi paints the copy again, so it is not ready
    texture.source.resize(8, 8);
    expect(I.hasTintedCopy(texture, 0x123456)).toBe(false);
    created.mockRestore();
  });
});

describe("the application's ticker", () => {
  it('renders through app.render at LOW priority, which the frame loop takes over and gives back', () => {
    const app = { render: vi.fn(), ticker: undefined as unknown as InstanceType<typeof P.Ticker> };
    P.TickerPlugin.init.call(app as never, { autoStart: false, sharedTicker: false });
    const ticker = app.ticker;
    ticker.update(performance.now() + 20);
    expect(app.render).toHaveBeenCalledTimes(1);
    I.takeOverRendering(app as never);
    ticker.update(performance.now() + 40);
    expect(app.render).toHaveBeenCalledTimes(1);
    I.giveBackRendering(app as never);
    ticker.update(performance.now() + 60);
    expect(app.render).toHaveBeenCalledTimes(2);
  });

  it('skips a tick no later than its start, which startTickerOneFrameBack avoids', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const tick = vi.fn();
    const plain = new P.Ticker();
    plain.add(tick);
    plain.start();
    plain.update(performance.now() - 5);
    expect(tick).not.toHaveBeenCalled();
    const ours = new P.Ticker();
    ours.add(tick);
    I.startTickerOneFrameBack(ours, 1000 / 60);
    ours.update(performance.now() - 5);
    expect(tick).toHaveBeenCalledTimes(1);
    plain.destroy();
    ours.destroy();
  });

  it('has the batcher method oneTexturePerBatch calls', () => {
    expect(typeof P.DefaultBatcher.prototype._updateMaxTextures).toBe('function');
  });
});
