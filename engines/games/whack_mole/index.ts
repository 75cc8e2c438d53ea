import { letterGameDefinition } from '../../core/game/letterGame';
import { whackMoleAssets } from './whack_mole.assets';
import { whackMoleMachine } from './whack_mole.machine';
import { WhackMoleScene } from './whack_mole.scene';
import rules from './whack_mole.game';

/** 打地鼠: moles pop out of holes showing letters; typing a letter whacks the mole that shows it. */
const whackMole = letterGameDefinition({
  name: 'whack_mole',
  rules,
  machine: whackMoleMachine,
  howTo: [
    '小地鼠从洞里探出头来，肚子上写着一个字母。',
    '在键盘上按下这个字母，小锤子就会敲中它！',
    '动作要快，地鼠一会儿就缩回洞里去了。',
    '连续敲中能拿双倍、三倍分数，按错会断掉连击。',
    '时间到游戏结束，看看你能敲中多少只！',
  ],
  assets: whackMoleAssets,
  scene: (actor, options, assets) => new WhackMoleScene(actor, options, assets),
});

export default whackMole;
