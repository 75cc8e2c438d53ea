import type { GameRules } from '../../core/game/gameRules';
import { whackMoleLevel, type WhackMoleLevel } from './whack_mole.level';
import { whackMoleMachine } from './whack_mole.machine';
import { nextKey } from '../../core/game/letterGame.selectors';

/** 打地鼠's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
const whackMoleRules: GameRules = {
  title: '打地鼠',
  group: 'letters',
  machine: whackMoleMachine,
  levelSchema: whackMoleLevel,
  nextKey,
  classic: true,
  // a level round lasts the level's durationMs; a classic round ends by lives
  roundMs: (level: WhackMoleLevel, mode) => (mode === 'classic' ? undefined : level.durationMs),
};

export default whackMoleRules;
