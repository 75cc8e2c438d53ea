import * as letters from '../../core/game/letterGame.selectors';
import type { LetterGameContext } from '../../core/game/letterGame.logic';
import { describeClassicAndProps } from '../../core/game/classicProps.suite';
import { whackMoleLevels } from '../../../levels/games/whack_mole';
import rules from './whack_mole.game';

// 打地鼠 in classic mode and with props (engines/core/game/classicProps.suite.ts)
describeClassicAndProps({
  name: rules.title,
  machine: rules.machine,
  level: whackMoleLevels[0],
  hud: (s) => letters.hud(s as never),
  nextKey: (s) => letters.nextKey(s as never)?.key ?? null,
  pace: (s) => (s.context as LetterGameContext).round.targets.map((x) => ({ at: x.spawnAt, stay: x.endAt - x.spawnAt, length: 1 })),
});
