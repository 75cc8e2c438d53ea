import type { GameRules } from '../../core/game/gameRules';
import { carRaceLevel } from './car_race.level';
import { carRaceMachine } from './car_race.machine';
import { nextKey } from './car_race.selectors';

/** 赛车's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
const carRaceRules: GameRules = {
  title: '赛车',
  group: 'sentences',
  machine: carRaceMachine,
  levelSchema: carRaceLevel,
  nextKey,
  classic: true,
};

export default carRaceRules;
