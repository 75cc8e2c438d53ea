import type { GameAssetBundle, SoundSpriteMap } from '../../core/game/gameManifest';
import sfx from '../../../assets/games/fish_bubble/sfx.wav?url';
import music from '../../../assets/games/fish_bubble/music.wav?url';
import sprites from '../../../assets/games/fish_bubble/sounds.json';

/** 小鱼吐泡泡's bundle: the sea, fish and bubbles are drawn with Graphics (no textures); sounds from fish_bubble.sounds.ts. */
export const fishBubbleAssets: GameAssetBundle = {
  name: 'fish_bubble',
  textures: {},
  sounds: {
    sfx: { src: sfx, sprite: sprites.sfx as SoundSpriteMap, volume: 0.75 },
    music: { src: music, sprite: sprites.music as SoundSpriteMap, volume: 0.3 },
  },
};
