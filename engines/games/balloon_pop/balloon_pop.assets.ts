import type { GameAssetBundle, SoundSpriteMap } from '../../core/game/gameManifest';
import cloud from '../../../assets/games/balloon_pop/cloud.svg?url';
import sfx from '../../../assets/games/balloon_pop/sfx.wav?url';
import music from '../../../assets/games/balloon_pop/music.wav?url';
import sprites from '../../../assets/games/balloon_pop/sounds.json';

/** 气球's bundle: drawn art from assets/games/balloon_pop/ and the sprites balloon_pop.sounds.ts made. */
export const balloonPopAssets: GameAssetBundle = {
  name: 'balloon_pop',
  textures: { cloud },
  sounds: {
    sfx: { src: sfx, sprite: sprites.sfx as SoundSpriteMap, volume: 0.75 },
    music: { src: music, sprite: sprites.music as SoundSpriteMap, volume: 0.3 },
  },
};
