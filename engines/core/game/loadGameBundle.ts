import { Assets } from 'pixi.js';
import { bundleSize, toAssetsBundle, type GameAssetBundle } from './gameManifest';
import { soundSprite } from './soundSprite';

const added = new Set<string>();

/**
 * Preloads a game's bundle (GameDefinition.assets) behind the host's loading screen: its textures
 * through Pixi's Assets (registered as a bundle once) and its sound sprites through howler.
 * `onProgress` gets 0..1 as things arrive. A sound that fails to load does not stop the game.
 */
export async function loadGameBundle(bundle: GameAssetBundle, onProgress?: (progress: number) => void): Promise<void> {
  const total = Math.max(1, bundleSize(bundle));
  const textures = Object.keys(bundle.textures).length;
  let texturePart = 0;
  let soundsDone = 0;
  const report = () => onProgress?.(Math.min(1, (texturePart * textures + soundsDone) / total));
  report();
  if (!added.has(bundle.name)) {
    Assets.addBundle(bundle.name, toAssetsBundle(bundle).assets);
    added.add(bundle.name);
  }
  const sounds = [bundle.sounds?.sfx, bundle.sounds?.music].filter((s) => s !== undefined);
  await Promise.all([
    textures > 0
      ? Assets.loadBundle(bundle.name, (p) => {
          texturePart = p;
          report();
        })
      : Promise.resolve(),
    ...sounds.map((spec) =>
      soundSprite(spec)
        .load()
        .then(() => {
          soundsDone++;
          report();
        }),
    ),
  ]);
  texturePart = 1;
  report();
}
