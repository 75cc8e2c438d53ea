import { letterGameRules, timedRoundMs } from '../../core/game/letterGame';
import { whackMoleLevel } from './whack_mole.level';
import { whackMoleMachine } from './whack_mole.machine';

/** 打地鼠's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
export default letterGameRules({ title: '打地鼠', machine: whackMoleMachine, levelSchema: whackMoleLevel, roundMs: timedRoundMs });
