import type { GameRules } from '../../core/game/gameRules';
import { appleCatchLevel } from './apple_catch.level';
import { appleCatchMachine } from './apple_catch.machine';
import { nextKey } from './apple_catch.selectors';

/** 接苹果's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
const appleCatchRules: GameRules = {
  title: '接苹果',
  group: 'numbers',
  machine: appleCatchMachine,
  levelSchema: appleCatchLevel,
  nextKey,
  classic: true,
};

export default appleCatchRules;
