import type { GameAssetBundle, SoundSpriteMap } from '../../core/game/gameManifest';
import sfx from '../../../assets/games/car_race/sfx.wav?url';
import music from '../../../assets/games/car_race/music.wav?url';
import sprites from '../../../assets/games/car_race/sounds.json';

/** 赛车's bundle: the track and cars are drawn with Graphics (no textures); sounds from car_race.sounds.ts. */
export const carRaceAssets: GameAssetBundle = {
  name: 'car_race',
  textures: {},
  sounds: {
    sfx: { src: sfx, sprite: sprites.sfx as unknown as SoundSpriteMap, volume: 0.7 },
    music: { src: music, sprite: sprites.music as unknown as SoundSpriteMap, volume: 0.3 },
  },
};
