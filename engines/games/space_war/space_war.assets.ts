import type { GameAssetBundle, SoundSpriteMap } from '../../core/game/gameManifest';
import sfx from '../../../assets/games/space_war/sfx.wav?url';
import music from '../../../assets/games/space_war/music.wav?url';
import sprites from '../../../assets/games/space_war/sounds.json';

/** 太空大战's bundle: the art is drawn with Graphics (no textures); sounds from space_war.sounds.ts. */
export const spaceWarAssets: GameAssetBundle = {
  name: 'space_war',
  textures: {},
  sounds: {
    sfx: { src: sfx, sprite: sprites.sfx as unknown as SoundSpriteMap, volume: 0.7 },
    music: { src: music, sprite: sprites.music as unknown as SoundSpriteMap, volume: 0.3 },
  },
};
