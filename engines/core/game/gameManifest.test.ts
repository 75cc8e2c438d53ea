import { describe, expect, it } from 'vitest';
import { bundleSize, gameManifest, textureAlias, type GameAssetBundle } from './gameManifest';

const mole: GameAssetBundle = {
  name: 'moles',
  textures: { hammer: '/assets/hammer.svg', grass: '/assets/grass.svg' },
  sounds: { sfx: { src: '/a/sfx.wav', sprite: { hit: [0, 200] } }, music: { src: '/a/music.wav', sprite: { music: [0, 8000, true] } } },
};

describe('game asset manifest', () => {
  it('one Pixi bundle per game, textures aliased <game>/<key>', () => {
    const manifest = gameManifest([mole, { name: 'balloons', textures: {} }]);
    expect(manifest.bundles).toEqual([
      { name: 'moles', assets: [{ alias: 'moles/hammer', src: '/assets/hammer.svg' }, { alias: 'moles/grass', src: '/assets/grass.svg' }] },
      { name: 'balloons', assets: [] },
    ]);
    expect(textureAlias('moles', 'hammer')).toBe('moles/hammer');
  });
  it('refuses two bundles with one name, and counts what a bundle loads', () => {
    expect(() => gameManifest([mole, mole])).toThrow('资源包重名');
    expect(bundleSize(mole)).toBe(4);
  });
});
