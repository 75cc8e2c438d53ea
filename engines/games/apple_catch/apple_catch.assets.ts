import type { GameAssetBundle, SoundSpriteMap } from '../../core/game/gameManifest';
import apple from '../../../assets/games/apple_catch/apple.svg?url';
import sfx from '../../../assets/games/apple_catch/sfx.wav?url';
import music from '../../../assets/games/apple_catch/music.wav?url';
import sprites from '../../../assets/games/apple_catch/sounds.json';

/** 接苹果's bundle: the apple from assets/games/apple_catch/ (tree and basket are drawn in code); sounds from apple_catch.sounds.ts. */
export const appleCatchAssets: GameAssetBundle = {
  name: 'apple_catch',
  textures: { apple },
  sounds: {
    sfx: { src: sfx, sprite: sprites.sfx as unknown as SoundSpriteMap, volume: 0.75 },
    music: { src: music, sprite: sprites.music as unknown as SoundSpriteMap, volume: 0.3 },
  },
};
