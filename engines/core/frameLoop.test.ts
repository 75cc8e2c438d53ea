import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { ambientOn, effectsOn, requestFrame, stageChanged } = await import('./frameLoop');

/** A render group as Pixi keeps it, at rest unless told otherwise. */
const group = (over: Record<string, unknown> = {}) => ({
  isCachedAsTexture: false,
  textureNeedsUpdate: false,
  structureDidChange: false,
  childrenRenderablesToUpdate: { index: 0 },
  childrenToUpdate: {} as Record<string, { index: number }>,
  renderGroupChildren: [] as unknown[],
  root: { visible: true, renderable: true, parent: null },
  ...over,
});

describe('stageChanged: Pixi change tracking read as "a frame is owed"', () => {
  it('reads a stage at rest as unchanged', () => {
    expect(stageChanged({ renderGroup: group({ childrenToUpdate: { 0: { index: 0 } } }) })).toBe(false);
  });

  it('sees a moved container, a redrawn view and a changed tree', () => {
    expect(stageChanged({ renderGroup: group({ childrenToUpdate: { 2: { index: 1 } } }) })).toBe(true);
    expect(stageChanged({ renderGroup: group({ childrenRenderablesToUpdate: { index: 3 } }) })).toBe(true);
    expect(stageChanged({ renderGroup: group({ structureDidChange: true }) })).toBe(true);
  });

  it('looks into nested groups, and into a cached layer only through its redraw flag when it is on screen', () => {
    expect(stageChanged({ renderGroup: group({ renderGroupChildren: [group({ structureDidChange: true })] }) })).toBe(true);
    // inside a cached layer, pending changes wait for updateCacheTexture(): no frame for them
    const cached = group({ isCachedAsTexture: true, childrenToUpdate: { 1: { index: 4 } } });
    expect(stageChanged({ renderGroup: group({ renderGroupChildren: [cached] }) })).toBe(false);
    const redraw = group({ isCachedAsTexture: true, textureNeedsUpdate: true });
    expect(stageChanged({ renderGroup: group({ renderGroupChildren: [redraw] }) })).toBe(true);
    // a hidden cached layer is never redrawn by Pixi: it must not keep the loop drawing
    const hidden = group({ isCachedAsTexture: true, textureNeedsUpdate: true, root: { visible: true, renderable: true, parent: { visible: false, renderable: true, parent: null } } });
    expect(stageChanged({ renderGroup: group({ renderGroupChildren: [hidden] }) })).toBe(false);
  });
});

describe('a ticker without a frame loop', () => {
  it('keeps every effect and decoration on, and requestFrame does nothing', () => {
    const ticker = {} as never;
    expect(effectsOn(ticker)).toBe(true);
    expect(ambientOn(ticker)).toBe(true);
    expect(() => requestFrame(ticker)).not.toThrow();
  });
});
