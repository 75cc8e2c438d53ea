import type { GameRules } from '../../core/game/gameRules';
import { frogRiverLevel } from './frog_river.level';
import { frogRiverMachine } from './frog_river.machine';
import { nextKey } from './frog_river.selectors';

/** 青蛙过河's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
const frogRiverRules: GameRules = {
  title: '青蛙过河',
  group: 'pinyin',
  machine: frogRiverMachine,
  levelSchema: frogRiverLevel,
  nextKey,
  classic: true,
};

export default frogRiverRules;
