import type { GameRules } from '../../core/game/gameRules';
import { balloonPopLevel } from './balloon_pop.level';
import { balloonPopMachine } from './balloon_pop.machine';
import { nextKey } from '../../core/game/letterGame.selectors';

/** 气球's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
const balloonPopRules: GameRules = {
  title: '气球',
  group: 'letters',
  machine: balloonPopMachine,
  levelSchema: balloonPopLevel,
  nextKey,
  classic: true,
};

export default balloonPopRules;
