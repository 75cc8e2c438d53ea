import { executeInstructions, Matrix, type Application, type Texture } from 'pixi.js';
import { groupChanged, onScreen, type GroupState, type Shown } from './stageChanged';

/**
 * Cached layers drawn ahead, at rest (docs/RENDERING.md; restWarmer.ts runs it). A key cap keeps one
 * cached face per look (CapFace: normal, target, error), a hand one per lit finger (HandGraphic), and
 * each shows the one its state wants; Pixi draws a cached layer's texture only in the first frame
 * that shows it. So the first time each key became the target, that key's frame drew a face — a new
 * canvas, its shape, its legends — and the first keys of a chapter were its slowest. Until then Pixi
 * also re-measures and re-allocates the texture of every such hidden face in every frame.
 *
 * Every frame already prepares a hidden cached layer for drawing: it gives it a texture of its size
 * and builds its list of draws (RenderGroupSystem), and stops only short of drawing it. At rest this
 * draws it into that texture, as Pixi's RenderGroupPipe would in a frame, and marks it drawn. Only a
 * layer on which nothing changed since that frame (its own change lists empty) is drawn, so the
 * picture is the one a frame would draw; anything changed later asks for a new drawing as usual.
 */

/** A render group as the warmer reads it: the change tracking, and what a frame prepared for drawing. */
interface Group extends GroupState {
  root: Shown & { destroyed: boolean };
  texture: Texture | null;
  _textureBounds?: { x: number; y: number } | null;
  renderGroupChildren: Group[];
  instructionSet: { instructionSize: number };
}
interface RendererLike {
  renderPipes: Record<string, unknown>;
  renderTarget: { push(o: { target: Texture; clear: boolean; frame: unknown }): void; finishRenderPass(): void; pop(): void };
  globalUniforms: { push(o: { worldTransformMatrix: Matrix; worldColor: number; offset: { x: number; y: number } }): void; pop(): void };
}

/** Nothing changed in the group since the frame that prepared it (and it holds no layers of its own). */
const settled = (g: Group): boolean => !groupChanged(g) && g.renderGroupChildren.length === 0;

/** The hidden cached layers a frame prepared and did not draw. */
export function layersToWarm(stage: { renderGroup?: unknown }): Group[] {
  const out: Group[] = [];
  const root = stage.renderGroup as Group | undefined;
  const stack: Group[] = root ? [...root.renderGroupChildren] : [];
  while (stack.length) {
    const g = stack.pop()!;
    if (!g.isCachedAsTexture) {
      stack.push(...g.renderGroupChildren);
      continue;
    }
    // what lies inside a cached layer is drawn with it
    if (g.textureNeedsUpdate && g.texture && g._textureBounds && !g.root.destroyed && !onScreen(g.root) && settled(g) && g.instructionSet.instructionSize > 0) out.push(g);
  }
  return out;
}

/** Draw hidden cached layers while `more()` allows; done: none is left. */
export function warmLayers(app: Application, more: () => boolean): { done: boolean; drawn: number } {
  const renderer = app.renderer as unknown as RendererLike;
  let drawn = 0;
  for (const g of layersToWarm(app.stage)) {
    if (!more()) return { done: false, drawn };
    // as RenderGroupPipe._executeCacheAsTexture: into the layer's texture, offset by its bounds
    renderer.renderTarget.push({ target: g.texture!, clear: true, frame: g.texture!.frame });
    renderer.globalUniforms.push({ worldTransformMatrix: new Matrix().translate(-g._textureBounds!.x, -g._textureBounds!.y), worldColor: 0xffffffff, offset: { x: 0, y: 0 } });
    try {
      executeInstructions(g as never, renderer.renderPipes as never);
      renderer.renderTarget.finishRenderPass();
    } finally {
      renderer.renderTarget.pop();
      renderer.globalUniforms.pop();
    }
    g.textureNeedsUpdate = false;
    drawn++;
  }
  return { done: true, drawn };
}
