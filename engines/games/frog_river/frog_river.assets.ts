import type { GameAssetBundle, SoundSpriteMap } from '../../core/game/gameManifest';
import sfx from '../../../assets/games/frog_river/sfx.wav?url';
import music from '../../../assets/games/frog_river/music.wav?url';
import sprites from '../../../assets/games/frog_river/sounds.json';

/** 青蛙过河's bundle: the art is drawn with Graphics (no textures); sounds from frog_river.sounds.ts. */
export const frogRiverAssets: GameAssetBundle = {
  name: 'frog_river',
  textures: {},
  sounds: {
    sfx: { src: sfx, sprite: sprites.sfx as unknown as SoundSpriteMap, volume: 0.7 },
    music: { src: music, sprite: sprites.music as unknown as SoundSpriteMap, volume: 0.3 },
  },
};
