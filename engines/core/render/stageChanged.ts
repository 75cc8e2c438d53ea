/**
 * Pixi v8's own change tracking, read as "a frame is owed" (engines/core/render/frameLoop.ts). Pixi keeps
 * these lists per render group; every property setter records itself only when the value really
 * changes, so a stage at rest reads false.
 */
/** What is read of a Pixi render group (Pixi's own fields). */
export interface GroupState {
  isCachedAsTexture: boolean;
  textureNeedsUpdate: boolean;
  structureDidChange: boolean;
  childrenRenderablesToUpdate: { index: number };
  childrenToUpdate: Record<string, { index: number }>;
  renderGroupChildren: GroupState[];
  root: Shown;
}
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

/** Something in this render group itself (not its child groups) changed since the last render. */
export function groupChanged(g: Pick<GroupState, 'structureDidChange' | 'childrenRenderablesToUpdate' | 'childrenToUpdate'>): boolean {
  if (g.structureDidChange || g.childrenRenderablesToUpdate.index > 0) return true;
  for (const depth in g.childrenToUpdate) if (g.childrenToUpdate[depth].index > 0) return true;
  return false;
}

/**
 * Pixi's own change tracking, read as a safety net: a container moved, faded, shown or hidden, a
 * view (text, graphics) redrawn, the tree changed, or a cached layer asked to be redrawn since the
 * last render. Every property setter records itself only when the value really changes, so a
 * stage at rest reads false and anything a view changed — even without requestFrame — is drawn.
 */
export function stageChanged(stage: { renderGroup?: unknown }): boolean {
  const changed = (g: GroupState): boolean => {
    if (g.isCachedAsTexture) return g.textureNeedsUpdate && onScreen(g.root);
    return groupChanged(g) || g.renderGroupChildren.some(changed);
  };
  const root = stage.renderGroup as GroupState | undefined;
  return root ? changed(root) : true;
}

