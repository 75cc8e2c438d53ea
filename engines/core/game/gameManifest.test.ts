import { describe, expect, it } from 'vitest';
import { bundleSize, gameManifest, textureAlias, type GameAssetBundle } from './gameManifest';

const mole: GameAssetBundle = {
  name: 'whack_mole',
  textures: { hammer: '/assets/hammer.svg', grass: '/assets/grass.svg' },
  sounds: { sfx: { src: '/a/sfx.wav', sprite: { hit: [0, 200] } }, music: { src: '/a/music.wav', sprite: { music: [0, 8000, true] } } },
};

describe('game asset manifest', () => {
  it('one Pixi bundle per game, textures aliased <game>/<key>', () => {
    const manifest = gameManifest([mole, { name: 'balloon_pop', textures: {} }]);
    expect(manifest.bundles).toEqual([
      { name: 'whack_mole', assets: [{ alias: 'whack_mole/hammer', src: '/assets/hammer.svg' }, { alias: 'whack_mole/grass', src: '/assets/grass.svg' }] },
      { name: 'balloon_pop', assets: [] },
    ]);
    expect(textureAlias('whack_mole', 'hammer')).toBe('whack_mole/hammer');
  });
  it('refuses two bundles with one name, and counts what a bundle loads', () => {
    expect(() => gameManifest([mole, mole])).toThrow('资源包重名');
    expect(bundleSize(mole)).toBe(4);
  });
});
