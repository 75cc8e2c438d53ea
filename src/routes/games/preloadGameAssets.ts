import type { GameDefinition } from '../../../engines/core/game/types';

/** Preloads a game's asset bundle (GameDefinition.assets: textures and sound sprites) behind the loading screen; progress 0..1. */
export async function preloadGameAssets(def: GameDefinition, onProgress: (p: number) => void): Promise<void> {
  if (!def.assets) return onProgress(1);
  const { loadGameBundle } = await import('../../../engines/core/game/loadGameBundle');
  await loadGameBundle(def.assets, onProgress);
  onProgress(1);
}
