import { letterGameDefinition } from '../../core/game/letterGame';
import { fishBubbleAssets } from './fish_bubble.assets';
import { fishBubbleMachine } from './fish_bubble.machine';
import { FishBubbleScene } from './fish_bubble.scene';
import rules from './fish_bubble.game';

/** 小鱼吐泡泡: little fish blow bubbles carrying letters; typing a letter pops the bubble that shows it. */
const fishBubble = letterGameDefinition({
  name: 'fish_bubble',
  rules,
  machine: fishBubbleMachine,
  howTo: [
    '海底的小鱼吐出一个个泡泡，泡泡里有一个字母。',
    '按下泡泡里的字母，就能把泡泡戳破！',
    '泡泡浮到水面就会破掉，要在它飘走前按哦。',
    '连续戳破能让得分翻倍，按错会断掉连击。',
    '时间到游戏结束，看看你能戳破多少个泡泡！',
  ],
  assets: fishBubbleAssets,
  scene: (actor, options, assets) => new FishBubbleScene(actor, options, assets),
});

export default fishBubble;
