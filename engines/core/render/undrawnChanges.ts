import { childGroupsOf, groupHasOwnChanges, groupRoot, isCachedGroup, layerWantsRedraw, renderGroupOf, type RenderGroupState } from './pixiInternals';

/**
 * Pixi v8's own change tracking, read as "a frame is owed" (frameLoop.ts). Pixi keeps change lists
 * per render group; every property setter records itself only when the value really changes, so a
 * stage at rest reads false.
 */

/** What `onScreen` reads of a node (public Container fields). */
export interface Shown {
  visible: boolean;
  renderable: boolean;
  parent: Shown | null;
}
/** The node and all its ancestors are shown (a cached layer not on screen is never redrawn by Pixi). */
export const onScreen = (c: Shown | null): boolean => {
  for (let n = c; n; n = n.parent) if (!n.visible || !n.renderable) return false;
  return true;
};

/**
 * Pixi's own change tracking, read as a safety net: a container moved, faded, shown or hidden, a
 * view (text, graphics) redrawn, the tree changed, or a cached layer on screen asked to be redrawn
 * since the last render. Anything a view changed — even without requestFrame — is drawn. A stage
 * without a render group reads true (nothing known: draw).
 */
export function stageHasUndrawnChanges(stage: { renderGroup?: unknown }): boolean {
  const changed = (g: RenderGroupState): boolean => {
    if (isCachedGroup(g)) return layerWantsRedraw(g) && onScreen(groupRoot(g));
    return groupHasOwnChanges(g) || childGroupsOf(g).some(changed);
  };
  const root = renderGroupOf(stage);
  return root ? changed(root) : true;
}
