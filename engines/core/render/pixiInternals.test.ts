import { describe, expect, it, vi } from 'vitest';

/**
 * The contract between the render path and pixi.js's private structures, checked against the real
 * classes of the installed pixi.js (no hand-made copies): each field or method pixiInternals.ts
 * reads or patches exists and behaves as the render path assumes. A Pixi upgrade that changes one
 * fails here. What needs a live GL or 2D canvas is checked on a running chapter: the fields on a live
 * renderer of each kind in tests/e2e/renderPieces.test.ts, their effect in tests/e2e/chapter.test.ts
 * (culled draws, warmed layers and tints, the partial frames' picture equal to a whole one).
 */

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const P = await import('pixi.js');
const I = await import('./pixiInternals');
const { stageHasUndrawnChanges } = await import('./undrawnChanges');

/** What Pixi's RenderGroupSystem does to a group's change tracking when it renders (see the source check below). */
function renderedOnce(stage: InstanceType<typeof P.Container>): void {
  const walk = (g: ReturnType<typeof I.renderGroupOf>) => {
    if (!g) return;
    // the renderer's pipes, as RenderGroupSystem hands them to the group each frame
    (g.instructionSet as unknown as { renderPipes: unknown }).renderPipes = new Proxy({}, { get: () => ({ updateRenderable() {} }) });
    P.updateRenderGroupTransforms(g as never, true);
    g.structureDidChange = false;
    g.childrenRenderablesToUpdate.index = 0;
    // RenderGroupPipe draws a cached layer that asked for it
    if (g.isCachedAsTexture) g.textureNeedsUpdate = false;
    g.renderGroupChildren.forEach(walk);
  };
  walk(I.renderGroupOf(stage));
}

function scene() {
  const stage = new P.Container({ isRenderGroup: true });
  const panel = new P.Container();
  const box = new P.Graphics().rect(0, 0, 10, 10).fill(0xff0000);
  const text = new P.Text({ text: 'a' });
  const sprite = new P.Sprite(P.Texture.WHITE);
  panel.addChild(box, text, sprite);
  const layer = new P.Container();
  layer.addChild(new P.Graphics().circle(5, 5, 5).fill(0x00ff00));
  layer.cacheAsTexture(true);
  stage.addChild(panel, layer);
  return { stage, panel, box, text, sprite, layer };
}

describe('change tracking of a real render group', () => {
  it('has every field the render path reads', () => {
    const { stage, layer } = scene();
    const g = I.renderGroupOf(stage)!;
    expect(g).toBeTruthy();
    expect(g.root).toBe(stage);
    expect(typeof g.structureDidChange).toBe('boolean');
    expect(typeof g.isCachedAsTexture).toBe('boolean');
    expect(typeof g.textureNeedsUpdate).toBe('boolean');
    expect(typeof g.childrenToUpdate).toBe('object');
    expect(g.childrenRenderablesToUpdate).toMatchObject({ index: expect.any(Number), list: expect.any(Array) });
    expect(g.instructionSet.instructionSize).toEqual(expect.any(Number));
    expect(g.renderGroupChildren).toContain(I.renderGroupOf(layer));
    expect(I.renderGroupOf(new P.Container())).toBeNull();
  });

  it('records a moved container, a redrawn view and a changed tree, and only real changes', () => {
    const { stage, panel, box, text } = scene();
    const g = I.renderGroupOf(stage)!;
    expect(g.structureDidChange).toBe(true);
    expect(stageHasUndrawnChanges(stage)).toBe(true);
    renderedOnce(stage);
    expect(I.groupHasOwnChanges(g)).toBe(false);
    expect(stageHasUndrawnChanges(stage)).toBe(false);
    // the same value again is no change
    panel.x = 0;
    box.alpha = 1;
    expect(stageHasUndrawnChanges(stage)).toBe(false);
    panel.x = 5;
    expect(I.changedInGroup(g)).toContain(panel);
    renderedOnce(stage);
    box.clear().rect(0, 0, 20, 20).fill(0x0000ff);
    expect(I.changedInGroup(g)).toContain(box);
    renderedOnce(stage);
    text.text = 'b';
    expect(I.changedInGroup(g)).toContain(text);
    renderedOnce(stage);
    box.tint = 0x00ff00;
    expect(I.changedInGroup(g)).toContain(box);
    renderedOnce(stage);
    box.visible = false;
    expect(stageHasUndrawnChanges(stage)).toBe(true);
    renderedOnce(stage);
    panel.removeChild(text);
    expect(g.structureDidChange).toBe(true);
  });

  it("is reset by Pixi's RenderGroupSystem where renderedOnce above resets it", () => {
    const src = String(P.RenderGroupSystem.prototype['_updateRenderGroups' as keyof typeof P.RenderGroupSystem.prototype]);
    expect(src).toContain('structureDidChange = false');
    expect(src).toContain('childrenRenderablesToUpdate.index = 0');
    expect(src).toContain('updateRenderGroupTransforms(');
  });

  it('marks a cached layer for drawing when asked, and tells pictures from plain containers', () => {
    const { stage, panel, box, text, sprite, layer } = scene();
    const lg = I.renderGroupOf(layer)!;
    expect(lg.isCachedAsTexture).toBe(true);
    expect(lg.textureNeedsUpdate).toBe(true);
    renderedOnce(stage);
    expect(stageHasUndrawnChanges(stage)).toBe(false);
    layer.updateCacheTexture();
    expect(lg.textureNeedsUpdate).toBe(true);
    expect(stageHasUndrawnChanges(stage)).toBe(true);
    expect([box, text, sprite, layer].map(I.isPicture)).toEqual([true, true, true, true]);
    expect([stage, panel].map(I.isPicture)).toEqual([false, false]);
    expect(I.isCachedLayer(layer)).toBe(true);
    expect(I.isCachedLayer(panel)).toBe(false);
  });

  it('gives global bounds as of the last transform update', () => {
    const { stage, panel, box } = scene();
    panel.position.set(100, 50);
    renderedOnce(stage);
    expect(I.lastRenderedBounds(box)).toMatchObject({ minX: 100, minY: 50, maxX: 110, maxY: 60 });
    panel.x = 300;
    // not recomputed until the next render; getBounds is
    expect(I.lastRenderedBounds(box).minX).toBe(100);
    expect(I.pixiNode(box).getBounds().minX).toBe(300);
  });
});

describe('a cached layer drawn at rest', () => {
  /** A renderer recording what is asked of it. */
  function recorder() {
    const calls: unknown[] = [];
    const renderer = {
      renderPipes: {},
      renderTarget: { push: (o: { target: unknown; clear: boolean; frame: unknown }) => calls.push(['target.push', o.target, o.clear, o.frame]), finishRenderPass: () => calls.push(['finish']), pop: () => calls.push(['target.pop']) },
      globalUniforms: {
        push: (o: { worldTransformMatrix: InstanceType<typeof P.Matrix>; worldColor: number; offset: unknown }) => calls.push(['uniforms.push', o.worldTransformMatrix.tx, o.worldTransformMatrix.ty, o.worldColor, o.offset]),
        pop: () => calls.push(['uniforms.pop']),
      },
    };
    return { calls, renderer };
  }
  function preparedLayer() {
    const { layer } = scene();
    const g = I.renderGroupOf(layer)!;
    g.texture = new P.Texture();
    g._textureBounds = new P.Bounds(-3, -4, 20, 20);
    // pretend a frame built one draw (executeInstructions reads this many instructions)
    (g.instructionSet as unknown as { instructions: unknown[] }).instructions = [{ renderPipeId: 'none' }];
    g.instructionSet.instructionSize = 1;
    return g;
  }

  it("does what Pixi's RenderGroupPipe._executeCacheAsTexture does", () => {
    const none = { execute: vi.fn() };
    const ours = recorder();
    const g1 = preparedLayer();
    expect(I.layerPrepared(g1)).toBe(true);
    Object.assign(ours.renderer.renderPipes, { none });
    I.drawCachedLayer({ renderer: ours.renderer } as never, g1);
    expect(g1.textureNeedsUpdate).toBe(false);
    expect(I.layerPrepared(g1)).toBe(false);

    const pixi = recorder();
    Object.assign(pixi.renderer.renderPipes, { none });
    const g2 = preparedLayer();
    // the pipe also refreshes the layer's quad in its batch afterwards: not part of drawing the texture
    Object.assign(g2, { _batchableRenderGroup: { _batcher: { updateElement: () => {}, geometry: { buffers: [{ update: () => {} }] } } } });
    const pipe = new P.RenderGroupPipe(pixi.renderer as never);
    (pipe as unknown as { _executeCacheAsTexture(g: unknown): void })._executeCacheAsTexture(g2);
    expect(g2.textureNeedsUpdate).toBe(false);
    expect(ours.calls).toEqual(pixi.calls.map((c) => (Array.isArray(c) && c[1] === g2.texture ? ['target.push', g1.texture, c[2], g1.texture!.frame] : c)));
    expect(none.execute).toHaveBeenCalledTimes(2);
  });

  it('reads a layer as unprepared until a frame gave it a texture, bounds and draws', () => {
    const { layer } = scene();
    const g = I.renderGroupOf(layer)!;
    expect(g.texture ?? null).toBeNull();
    expect(g._textureBounds ?? null).toBeNull();
    expect(I.layerPrepared(g)).toBe(false);
  });
});

/** The little of a renderer a pipe's constructor touches. */
const pipeRenderer = () => ({ renderPipes: {}, runners: { contextChange: { add() {} } }, gc: { addResourceHash() {} } }) as never;

describe("the renderer's pass and draw adaptors", () => {
  it('keeps the batch and graphics adaptors where filterDraws patches them', () => {
    for (const Adaptor of [P.GlBatchAdaptor, P.CanvasBatchAdaptor]) {
      const adaptor = new Adaptor();
      const pipe = new P.BatcherPipe(pipeRenderer(), adaptor as never);
      expect((pipe as unknown as { _adaptor: unknown })._adaptor).toBe(adaptor);
      expect(typeof adaptor.execute).toBe('function');
    }
    const shapes = new P.CanvasGraphicsAdaptor();
    const gpipe = new P.GraphicsPipe(pipeRenderer(), shapes as never);
    expect((gpipe as unknown as { _adaptor: unknown })._adaptor).toBe(shapes);
  });

  it('routes draws through filterDraws and puts the adaptor back', () => {
    const adaptor = new P.GlBatchAdaptor();
    const execute = vi.spyOn(adaptor, 'execute').mockImplementation(() => {});
    const renderer = { renderPipes: { batch: new P.BatcherPipe(pipeRenderer(), adaptor as never) } };
    const seen: unknown[] = [];
    const restore = I.filterDraws(renderer as never, 'batch', (b, run) => (seen.push(b), b.size > 0 && run()));
    adaptor.execute({} as never, { start: 0, size: 0 } as never);
    adaptor.execute({} as never, { start: 0, size: 6 } as never);
    expect(seen).toHaveLength(2);
    expect(execute).toHaveBeenCalledTimes(1);
    restore();
    expect(adaptor.execute).toBe(execute);
  });

  it('starts render passes through the adaptor method onRenderPassStart patches, with isRoot on the canvas target', () => {
    for (const Adaptor of [P.GlRenderTargetAdaptor, P.CanvasRenderTargetAdaptor]) expect(typeof Adaptor.prototype.startRenderPass).toBe('function');
    expect(typeof P.RenderTargetSystem.prototype.getGpuRenderTarget).toBe('function');
    expect(String(P.RenderTargetSystem.prototype.bind)).toContain('this.adaptor.startRenderPass(');
    expect(new P.RenderTarget({ isRoot: true }).isRoot).toBe(true);
    expect(new P.RenderTarget().isRoot).toBe(false);
  });

  it('fills a batch as outside() reads it: index range into vertices whose first two floats are the position', async () => {
    const { outside } = await import('./batchCulling');
    // the batcher's shader asks a throwaway GL context for its float precision: node has none
    const gl = { getShaderPrecisionFormat: () => ({ precision: 23 }), FRAGMENT_SHADER: 1, HIGH_FLOAT: 1 };
    const canvas = vi.spyOn(P.DOMAdapter.get(), 'createCanvas').mockImplementation(() => ({ getContext: () => gl }) as never);
    const batcher = new P.DefaultBatcher({ maxTextures: 1 });
    canvas.mockRestore();
    const sprite = new P.Sprite(P.Texture.WHITE);
    sprite.position.set(100, 200);
    sprite.updateLocalTransform();
    const element = new P.BatchableSprite();
    element.renderable = sprite;
    element.transform = sprite.localTransform;
    element.texture = sprite.texture;
    element.bounds = sprite.bounds;
    batcher.begin();
    batcher.add(element);
    const set = new P.InstructionSet();
    batcher.break(set);
    const batch = set.instructions[0] as unknown as import('./pixiInternals').BatchLike;
    expect(batch).toMatchObject({ start: 0, size: 6 });
    expect(batch.batcher).toBe(batcher);
    expect(batch.batcher!.vertexSize).toEqual(expect.any(Number));
    const id = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };
    expect(outside(batch, id, 1, { x: 100, y: 200, w: 4, h: 4 })).toBe(false);
    expect(outside(batch, id, 1, { x: 400, y: 400, w: 4, h: 4 })).toBe(true);
    const box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    expect(I.batchVertexBox(batch, box)).toBe(true);
    expect(box).toEqual({ minX: 100, minY: 200, maxX: 101, maxY: 201 });
  });

  it("exposes the group transform and resolution where the culling reads them", () => {
    const uniforms = new P.GlobalUniformSystem({} as never);
    const group = (uniforms as unknown as { _createUniforms(): { uniforms: { uWorldTransformMatrix: unknown } } })._createUniforms();
    expect(group.uniforms.uWorldTransformMatrix).toBeInstanceOf(P.Matrix);
    const proto = P.GlobalUniformSystem.prototype;
    expect(Object.getOwnPropertyDescriptor(proto, 'uniformGroup')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(proto, 'globalUniformData')?.get).toBeTypeOf('function');
    expect(new P.CanvasContextSystem({} as never).activeResolution).toBe(1);
    // the canvas adaptors draw what culling tests: a quad's bounds and transform, a graphics' group transform
    expect(String(P.CanvasBatchAdaptor.prototype.execute)).toMatch(/packAsQuad[\s\S]*quad\.bounds[\s\S]*quad\.transform/);
    expect(String(P.CanvasGraphicsAdaptor.prototype.execute)).toContain('renderable.groupTransform');
    const shape = new P.Graphics().rect(0, 0, 5, 5).fill(0);
    expect(shape.groupTransform).toBeInstanceOf(P.Matrix);
    expect(shape.bounds).toMatchObject({ minX: 0, maxX: 5 });
  });

  it('has the GL context where glOf reads it', () => {
    expect(String(P.GlContextSystem.prototype['contextChange' as keyof typeof P.GlContextSystem.prototype])).toContain('this._renderer.gl = gl');
  });

});
