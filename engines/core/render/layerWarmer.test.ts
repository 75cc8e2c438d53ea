import { describe, expect, it, vi } from 'vitest';

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { layersToWarm } = await import('./layerWarmer');

/** A render group as layersToWarm reads it; `shown` is its root's own visibility, under a shown stage. */
function group(o: { cached?: boolean; needs?: boolean; shown?: boolean; texture?: boolean; changed?: boolean; draws?: number; childGroups?: object[] } = {}) {
  return {
    root: { visible: o.shown ?? false, renderable: true, parent: null, destroyed: false },
    isCachedAsTexture: o.cached ?? true,
    textureNeedsUpdate: o.needs ?? true,
    structureDidChange: false,
    texture: o.texture === false ? null : { frame: {} },
    _textureBounds: { x: 0, y: 0 },
    childrenRenderablesToUpdate: { index: o.changed ? 1 : 0 },
    childrenToUpdate: {},
    renderGroupChildren: o.childGroups ?? [],
    instructionSet: { instructionSize: o.draws ?? 3 },
  };
}

describe('layersToWarm: the hidden cached layers a frame prepared and did not draw', () => {
  it('takes hidden cached layers waiting for their first drawing, prepared, with nothing changed since', () => {
    const ready = group();
    const shown = group({ shown: true });
    const drawn = group({ needs: false });
    const unprepared = group({ texture: false });
    const changed = group({ changed: true });
    const empty = group({ draws: 0 });
    const inside = group();
    const outer = group({ cached: true, childGroups: [inside] });
    const plain = group({ cached: false, shown: true, childGroups: [ready, shown, drawn, unprepared, changed, empty] });
    const stage = { renderGroup: group({ cached: false, shown: true, childGroups: [plain, outer] }) };
    // a layer inside another cached layer is drawn with it, and one with layers of its own is left to a frame
    expect(layersToWarm(stage)).toEqual([ready]);
  });

  it('finds none on a stage without a render group', () => {
    expect(layersToWarm({})).toEqual([]);
  });
});
