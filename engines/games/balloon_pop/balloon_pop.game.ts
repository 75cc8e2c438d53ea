import { letterGameRules } from '../../core/game/letterGame';
import { balloonPopLevel } from './balloon_pop.level';
import { balloonPopMachine } from './balloon_pop.machine';

/** 气球's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
export default letterGameRules({ title: '气球', machine: balloonPopMachine, levelSchema: balloonPopLevel });
