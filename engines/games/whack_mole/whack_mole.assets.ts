import type { GameAssetBundle, SoundSpriteMap } from '../../core/game/gameManifest';
import butterfly from '../../../assets/games/whack_mole/butterfly.svg?url';
import sfx from '../../../assets/games/whack_mole/sfx.wav?url';
import music from '../../../assets/games/whack_mole/music.wav?url';
import sprites from '../../../assets/games/whack_mole/sounds.json';

/** 打地鼠's bundle: drawn art from assets/games/whack_mole/ and the sprites whack_mole.sounds.ts made. */
export const whackMoleAssets: GameAssetBundle = {
  name: 'whack_mole',
  textures: { butterfly },
  sounds: {
    sfx: { src: sfx, sprite: sprites.sfx as SoundSpriteMap, volume: 0.75 },
    music: { src: music, sprite: sprites.music as SoundSpriteMap, volume: 0.3 },
  },
};
