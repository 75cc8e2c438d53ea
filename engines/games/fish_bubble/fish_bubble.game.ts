import { letterGameRules, timedRoundMs } from '../../core/game/letterGame';
import { fishBubbleLevel } from './fish_bubble.level';
import { fishBubbleMachine } from './fish_bubble.machine';

/** 小鱼吐泡泡's pure side (engines/registry.ts lists it): its place on /games and what the server replays a round with. */
export default letterGameRules({ title: '小鱼吐泡泡', machine: fishBubbleMachine, levelSchema: fishBubbleLevel, roundMs: timedRoundMs });
