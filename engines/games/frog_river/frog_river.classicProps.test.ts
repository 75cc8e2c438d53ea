import { describeClassicAndProps } from '../../core/game/classicProps.suite';
import { frogRiverLevels } from '../../../levels/games/frog_river';
import rules from './frog_river.game';
import * as frog from './frog_river.selectors';
import type { FrogRiverContext } from './frog_river.types';

// 青蛙过河 in classic mode and with props (engines/core/game/classicProps.suite.ts)
describeClassicAndProps({
  name: rules.title,
  machine: rules.machine,
  level: frogRiverLevels[0],
  hud: (s) => frog.hud(s as never),
  nextKey: (s) => frog.nextKey(s as never)?.key ?? null,
  pace: (s) => (s.context as FrogRiverContext).words.map((x) => ({ at: x.spawnAt, stay: x.escapeAt - x.spawnAt, length: x.pads.reduce((n, p) => n + p.letters.length, 0) })),
});
