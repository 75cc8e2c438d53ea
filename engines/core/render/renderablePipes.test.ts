import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * Why src/host/PixiCanvas.tsx registers the render pipes itself (renderablePipes.ts), checked on the
 * installed pixi.js: a renderer without the pipe of a kind of renderable throws Pixi's own
 * "validateRenderable" error on the first frame that updates one of them without a structure
 * change — the page error the fingering lookup threw when its kit (and so Pixi's Text module)
 * arrived after its canvas. The browser side (a scene loaded after the canvas draws and updates):
 * tests/e2e/lateScene.test.ts.
 */

// pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const P = await import('pixi.js');
const I = await import('./pixiInternals');
const { RENDERABLE_PIPES } = await import('./renderablePipes');

/** A stage like a key cap's: a cached face (its own render group) holding a legend, drawn once. */
function drawnKeyFace() {
  const stage = new P.Container({ isRenderGroup: true });
  const face = new P.Container();
  const legend = new P.Text({ text: 'F' });
  face.addChild(new P.Graphics().roundRect(0, 0, 40, 40, 6).fill(0xffffff), legend);
  face.cacheAsTexture(true);
  stage.addChild(face);
  // what a render leaves behind: the structure built, each view collected, the change lists emptied
  for (const view of [...face.children, legend]) (view as unknown as { didViewUpdate: boolean }).didViewUpdate = false;
  for (const g of [I.renderGroupOf(stage)!, I.renderGroupOf(face)!]) {
    g.structureDidChange = false;
    g.childrenRenderablesToUpdate.index = 0;
  }
  return { face: I.renderGroupOf(face)!, legend };
}

/** Render pipes as a renderer holds them, by kind; each validates without asking for a rebuild. */
const pipesFor = (kinds: readonly string[]) => Object.fromEntries(kinds.map((k) => [k, { validateRenderable: () => false }]));

describe('a renderer without the pipe of a kind of renderable', () => {
  it("throws Pixi's validateRenderable error when a legend changes in a drawn face", () => {
    const { face, legend } = drawnKeyFace();
    legend.text = 'J';
    expect(I.groupHasOwnChanges(face)).toBe(true);
    expect(() => P.validateRenderables(face as never, pipesFor(['sprite', 'graphics']) as never)).toThrow(/reading 'validateRenderable'/);
  });

  it('validates the same change when the renderer has the pipe', () => {
    const { face, legend } = drawnKeyFace();
    legend.text = 'J';
    expect(P.validateRenderables(face as never, pipesFor(RENDERABLE_PIPES) as never)).toBe(false);
  });
});

/** Pixi's renderable classes, the pipe each is drawn by, and the module (a package export) that registers it. */
const KINDS: Record<string, { pipe: string; registers: string | null }> = {
  Sprite: { pipe: 'sprite', registers: null },
  AnimatedSprite: { pipe: 'sprite', registers: null },
  Graphics: { pipe: 'graphics', registers: 'pixi.js/graphics' },
  Text: { pipe: 'text', registers: 'pixi.js/text' },
  BitmapText: { pipe: 'bitmapText', registers: 'pixi.js/text-bitmap' },
  HTMLText: { pipe: 'htmlText', registers: 'pixi.js/text-html' },
  Mesh: { pipe: 'mesh', registers: 'pixi.js/mesh' },
  MeshSimple: { pipe: 'mesh', registers: 'pixi.js/mesh' },
  MeshPlane: { pipe: 'mesh', registers: 'pixi.js/mesh' },
  MeshRope: { pipe: 'mesh', registers: 'pixi.js/mesh' },
  TilingSprite: { pipe: 'tilingSprite', registers: 'pixi.js/sprite-tiling' },
  NineSliceSprite: { pipe: 'nineSliceSprite', registers: 'pixi.js/sprite-nine-slice' },
  ParticleContainer: { pipe: 'particle', registers: 'pixi.js/particle-container' },
};

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('the pipes PixiCanvas registers before it makes an application', () => {
  it('are the pipes of the renderable classes, as installed', () => {
    expect(new P.Sprite().renderPipeId).toBe('sprite');
    expect(new P.Graphics().renderPipeId).toBe('graphics');
    expect(new P.Text().renderPipeId).toBe('text');
    expect(new P.BitmapText().renderPipeId).toBe('bitmapText');
  });

  it('cover every kind of renderable the engines and the host import from pixi.js, each by its registering module', () => {
    const registered = readFileSync('engines/core/render/renderablePipes.ts', 'utf8');
    const used = new Set<string>();
    for (const file of [...sources('engines'), ...sources('src')]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'pixi\.js'/g)) {
        for (const name of m[1]!.split(',').map((s) => s.trim())) if (KINDS[name]) used.add(name);
      }
    }
    expect([...used]).toEqual(expect.arrayContaining(['Graphics', 'Text']));
    for (const kind of used) {
      const { pipe, registers } = KINDS[kind]!;
      expect(RENDERABLE_PIPES, `${kind} is drawn by the '${pipe}' pipe`).toContain(pipe);
      if (registers) expect(registered, `${kind}'s pipe is registered by '${registers}'`).toContain(`import '${registers}';`);
    }
  });
});
