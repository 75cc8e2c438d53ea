import type { Application } from 'pixi.js';
import { childGroupsOf, drawCachedLayer, groupHasOwnChanges, groupRoot, isCachedGroup, layerPrepared, renderGroupOf, type RenderGroupState } from './pixiInternals';
import { onScreen } from './undrawnChanges';

/**
 * Cached layers drawn ahead, at rest (docs/RENDERING.md; restWarmer.ts runs it; Pixi's fields in pixiInternals.ts). A key cap keeps one
 * cached face per key state (CapFace: normal, target, error), a hand one per lit finger (HandGraphic), and
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

/** Nothing changed in the group since the frame that prepared it (and it holds no layers of its own). */
const settled = (g: RenderGroupState): boolean => !groupHasOwnChanges(g) && childGroupsOf(g).length === 0;

/** The hidden cached layers a frame prepared and did not draw. */
export function layersToWarm(stage: { renderGroup?: unknown }): RenderGroupState[] {
  const out: RenderGroupState[] = [];
  const root = renderGroupOf(stage);
  const stack: RenderGroupState[] = root ? [...childGroupsOf(root)] : [];
  while (stack.length) {
    const g = stack.pop()!;
    if (!isCachedGroup(g)) {
      stack.push(...childGroupsOf(g));
      continue;
    }
    // what lies inside a cached layer is drawn with it
    if (layerPrepared(g) && !groupRoot(g).destroyed && !onScreen(groupRoot(g)) && settled(g)) out.push(g);
  }
  return out;
}

/** Draw hidden cached layers while `more()` allows; done: none is left. */
export function warmLayers(app: Application, more: () => boolean): { done: boolean; drawn: number } {
  let drawn = 0;
  for (const g of layersToWarm(app.stage)) {
    if (!more()) return { done: false, drawn };
    drawCachedLayer(app, g);
    drawn++;
  }
  return { done: true, drawn };
}
