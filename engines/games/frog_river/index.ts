import type { AnyActorRef } from 'xstate';
import type { SceneOptions } from '../../core/types';
import type { GameDefinition } from '../../core/game/types';
import { frogRiverAssets } from './frog_river.assets';
import { FrogRiverScene } from './frog_river.scene';
import { frogRiverMachine } from './frog_river.machine';
import { hud, nextKey, outcome } from './frog_river.selectors';
import rules from './frog_river.game';

/** 青蛙过河: lily pads carrying 汉字 and pinyin drift down a river; typing a pad's pinyin makes the frog jump onto it. */
const frogRiver: GameDefinition<typeof frogRiverMachine> = {
  kind: 'game',
  name: 'frog_river',
  // the title /games shows, from the game's pure side
  title: rules.title,
  howTo: [
    '小青蛙要踩着荷叶过河，每片荷叶上写着汉字和拼音。',
    '打出发光荷叶上的拼音字母，不用打声调，ü 要打 v。',
    '一片荷叶打完，青蛙就跳上去；两个字的词要跳两次才能到对岸。',
    '荷叶漂出河面之前没过河，就会失去一条命。',
    '连续打对能让得分翻倍，河水会越流越快，加油！',
  ],
  machine: frogRiverMachine,
  input: 'keys',
  ticks: true,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new FrogRiverScene(actor, options, frogRiverAssets),
  assets: frogRiverAssets,
  nextKey,
  hud,
  outcome,
};

export default frogRiver;
