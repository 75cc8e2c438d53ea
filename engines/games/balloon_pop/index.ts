import { letterGameDefinition } from '../../core/game/letterGame';
import { balloonPopAssets } from './balloon_pop.assets';
import { balloonPopMachine } from './balloon_pop.machine';
import { BalloonPopScene } from './balloon_pop.scene';
import rules from './balloon_pop.game';

/** 气球: balloons carrying letters float up; typing a letter pops the balloon that shows it. */
const balloonPop = letterGameDefinition({
  name: 'balloon_pop',
  rules,
  machine: balloonPopMachine,
  howTo: [
    '彩色气球带着字母慢慢飘上天空。',
    '按下气球上的字母，就能把它戳破！',
    '连续戳破会让得分翻倍，按错会断掉连击。',
    '气球飞走一个就少一颗心，心用完游戏结束。',
    '戳破所有气球就过关啦，剩下的心还有奖励！',
  ],
  assets: balloonPopAssets,
  scene: (actor, options, assets) => new BalloonPopScene(actor, options, assets),
});

export default balloonPop;
