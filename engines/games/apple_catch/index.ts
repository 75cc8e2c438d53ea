import type { AnyActorRef } from 'xstate';
import type { SceneOptions } from '../../core/types';
import type { GameDefinition } from '../../core/game/types';
import { appleCatchAssets } from './apple_catch.assets';
import { AppleCatchScene } from './apple_catch.scene';
import { appleCatchMachine } from './apple_catch.machine';
import { hud, nextKey, outcome } from './apple_catch.selectors';
import rules from './apple_catch.game';

/** 接苹果: apples carrying numbers fall from a tree; typing a number on the number pad and Enter catches it. */
const appleCatch: GameDefinition<typeof appleCatchMachine> = {
  kind: 'game',
  name: 'apple_catch',
  // the title /games shows, from the game's pure side
  title: rules.title,
  howTo: [
    '苹果树上的苹果都挂着数字牌，熟了就会往下掉！',
    '用数字键盘打出苹果上的数字，再按回车键，篮子就能接住它。',
    '小数点也要打出来哦，比如 12.50。',
    '苹果掉到地上会失去一条命，打错数字篮子会晃一晃。',
    '连续打对能让得分翻倍，苹果会越掉越快，加油！',
  ],
  machine: appleCatchMachine,
  input: 'numpad',
  ticks: true,
  assets: appleCatchAssets,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new AppleCatchScene(actor, options, appleCatchAssets),
  nextKey,
  hud,
  outcome,
};

export default appleCatch;
