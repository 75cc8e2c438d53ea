import { describeClassicAndProps } from '../../core/game/classicProps.suite';
import { numpadKeyForChar } from '../../core/keyboard';
import { appleCatchLevels } from '../../../levels/games/apple_catch';
import rules from './apple_catch.game';
import * as apples from './apple_catch.selectors';
import type { AppleCatchContext } from './apple_catch.types';

// 接苹果 in classic mode and with props (engines/core/game/classicProps.suite.ts)
describeClassicAndProps({
  name: rules.title,
  machine: rules.machine,
  level: appleCatchLevels[0],
  hud: (s) => apples.hud(s as never),
  nextKey: (s) => apples.nextKey(s as never)?.key ?? null,
  pace: (s) => (s.context as AppleCatchContext).apples.map((x) => ({ at: x.spawnAt, stay: x.groundAt - x.spawnAt, length: x.number.length })),
  // the number pad: Numpad7, NumpadDecimal, NumpadEnter
  code: (key) => numpadKeyForChar(key)?.code ?? key,
});
