import type { AnyActorRef } from 'xstate';
import type { SceneOptions } from '../../core/types';
import type { GameDefinition } from '../../core/game/types';
import { spaceWarAssets } from './space_war.assets';
import { SpaceWarScene } from './space_war.scene';
import { spaceWarMachine } from './space_war.machine';
import { hud, nextKey, outcome } from './space_war.selectors';
import rules from './space_war.game';

/** 太空大战: saucers carrying English words fall toward the child's rocket; typing a word shoots it down. */
const spaceWar: GameDefinition<typeof spaceWarMachine> = {
  kind: 'game',
  name: 'space_war',
  // the title /games shows, from the game's pure side
  title: rules.title,
  howTo: [
    '外星飞碟带着英文单词飞向我们的星球！',
    '打出单词的第一个字母，火箭就会瞄准最下面的那艘飞碟。',
    '每打对一个字母发射一发激光，打完整个单词就能击毁它。',
    '飞碟碰到星球会失去一条命，命用完游戏就结束了。',
    '连续打对能让得分翻倍，一波比一波快，加油！',
  ],
  machine: spaceWarMachine,
  input: 'keys',
  ticks: true,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new SpaceWarScene(actor, options, spaceWarAssets),
  assets: spaceWarAssets,
  nextKey,
  hud,
  outcome,
};

export default spaceWar;
