import type { AnyActorRef } from 'xstate';
import type { SceneOptions } from '../../core/types';
import type { GameDefinition } from '../../core/game/types';
import { carRaceAssets } from './car_race.assets';
import { CarRaceScene } from './car_race.scene';
import { carRaceMachine } from './car_race.machine';
import { hud, nextKey, outcome, overHeadline } from './car_race.selectors';
import rules from './car_race.game';

/**
 * 赛车: the child's car races two pace cars; it moves one step for every right character of a
 * real sentence, so it goes exactly as fast as the child types. One engine for every level, its
 * input the system IME's text field: English levels are typed letter by letter into it (letters
 * typed without composing arrive as committed text), 汉字 levels are committed through the IME.
 */
const carRace: GameDefinition<typeof carRaceMachine> = {
  kind: 'game',
  name: 'car_race',
  // the title /games shows, from the game's pure side
  title: rules.title,
  howTo: [
    '你的红色赛车和蓝车、黄车一起比赛！',
    '倒数 3、2、1 之后出发，照着上面的句子打字，每打对一个字，赛车就往前开一步。',
    '打错了赛车不会动，连击也会断掉，看清楚再打。',
    '英文关卡要把输入法切换到英文（大小写和空格都要打）；汉字关卡用输入法打出汉字。',
    '第一个冲过终点得 3 颗星，第二名 2 颗，第三名 1 颗，加油！',
    '经典模式：一圈接一圈跑下去，每圈换一句，陪跑车一圈比一圈快。两辆陪跑车都比你先跑完一圈，你就少一颗心，心用完比赛结束。',
  ],
  machine: carRaceMachine,
  input: 'ime',
  ticks: true,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new CarRaceScene(actor, options, carRaceAssets),
  assets: carRaceAssets,
  nextKey,
  hud,
  outcome,
  overHeadline,
};

export default carRace;
