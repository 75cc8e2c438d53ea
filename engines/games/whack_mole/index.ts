import type { AnyActorRef } from 'xstate';
import type { SceneOptions } from '../../core/types';
import type { GameDefinition } from '../../core/game/types';
import { hud, nextKey, outcome } from '../../core/game/letterGame.selectors';
import { whackMoleAssets } from './whack_mole.assets';
import { whackMoleMachine } from './whack_mole.machine';
import { WhackMoleScene } from './whack_mole.scene';
import rules from './whack_mole.game';

/** 打地鼠: moles pop out of holes showing letters; typing a letter whacks the mole that shows it. */
const whackMole: GameDefinition<typeof whackMoleMachine> = {
  kind: 'game',
  name: 'whack_mole',
  // the title /games shows, from the game's pure side
  title: rules.title,
  howTo: [
    '小地鼠从洞里探出头来，肚子上写着一个字母。',
    '在键盘上按下这个字母，小锤子就会敲中它！',
    '动作要快，地鼠一会儿就缩回洞里去了。',
    '连续敲中能拿双倍、三倍分数，按错会断掉连击。',
    '时间到游戏结束，看看你能敲中多少只！',
  ],
  machine: whackMoleMachine,
  input: 'keys',
  ticks: true,
  assets: whackMoleAssets,
  createScene: (actor: AnyActorRef, options: SceneOptions) => new WhackMoleScene(actor, options, whackMoleAssets),
  nextKey,
  hud,
  outcome,
};

export default whackMole;
