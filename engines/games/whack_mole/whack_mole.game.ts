import { letterGameRules } from '../../core/game/letterGame';
import { whackMoleLevel, type WhackMoleLevel } from './whack_mole.level';
import { whackMoleMachine } from './whack_mole.machine';

/** 打地鼠's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
export default letterGameRules<WhackMoleLevel>({
  title: '打地鼠',
  machine: whackMoleMachine,
  levelSchema: whackMoleLevel,
  // a level round lasts the level's durationMs; a classic round ends by lives
  roundMs: (level, mode) => (mode === 'classic' ? undefined : level.durationMs),
});
