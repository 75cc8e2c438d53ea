import { describeClassicAndProps } from '../../core/game/classicProps.suite';
import { carRaceLevels } from '../../../levels/games/car_race';
import rules from './car_race.game';
import * as race from './car_race.selectors';
import type { CarRaceContext } from './car_race.types';

// 赛车 in classic mode and with props (engines/core/game/classicProps.suite.ts), on an English
// level: the harness's keys are letters (汉字 commits: car_race.machine.test.ts)
describeClassicAndProps({
  name: rules.title,
  machine: rules.machine,
  level: carRaceLevels[0],
  hud: (s) => race.hud(s as never),
  nextKey: (s) => race.nextKey(s as never)?.key ?? null,
  // every character of every lap as the faster pace car reaches it, and its time per character
  pace: (s) =>
    (s.context as CarRaceContext).laps.flatMap(({ chars, pace: [, car] }) => {
      const stay = (car.finishAt - car.startAt) / chars.length;
      return chars.map((_, i) => ({ at: car.startAt + i * stay, stay, length: 1 }));
    }),
  idleMs: 10 * 60_000,
});
