import type { Container } from 'pixi.js';

/**
 * Draws a part of a game's picture that does not move (a lawn, a sky, a track's scenery) and keeps
 * it as one texture (Pixi v8 `cacheAsTexture`): every later frame draws that one picture instead
 * of all its shapes, so a frame costs what changed. Call it again with the new size on resize; the
 * texture is made again from what `draw` painted (or what the layer's children show now). Games draw every frame, and as shapes a
 * backdrop was most of a software-GL frame (a lawn drawn again each frame, `npm run bench:games`).
 */
export function cacheStatic<T extends Container>(layer: T, draw?: (layer: T) => void): T {
  draw?.(layer);
  if (!layer.isCachedAsTexture) layer.cacheAsTexture(true);
  layer.updateCacheTexture();
  return layer;
}
