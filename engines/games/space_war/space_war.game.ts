import type { GameRules } from '../../core/game/gameRules';
import { spaceWarLevel } from './space_war.level';
import { spaceWarMachine } from './space_war.machine';
import { nextKey } from './space_war.selectors';

/** 太空大战's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
const spaceWarRules: GameRules = {
  title: '太空大战',
  group: 'words',
  machine: spaceWarMachine,
  levelSchema: spaceWarLevel,
  nextKey,
  classic: true,
};

export default spaceWarRules;
