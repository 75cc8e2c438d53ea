import type { EngineEvent } from '../types';
import type { GameInput, GameOutcome } from './types';
import { CLASSIC_END_MS, CLASSIC_LIVES, classicCount, classicMs, isClassic } from './classicCurve';
import { advance, applyKey, initialRound, scheduleTargets, type LetterEmitted, type LetterRound, type RoundRules, type ScheduleSpec, type Target } from './letterTargets.logic';
import type { LetterLevel } from './letterLevel';
import { noProps, propEntry, useProp, worldAt, type GameProp, type PropState } from './props';
import { logged, tallyOutcome } from './tally.logic';

/**
 * A letter-target game's whole context and its steps in game time: events arrive stamped with
 * game time, the world (letterTargets.logic.ts) runs in world time (props.ts: a slow prop makes it
 * fall behind), the log keeps game time. Pure.
 */
export interface LetterGameContext<TLevel = unknown> {
  level: TLevel;
  /** 经典模式: no clock shown, the round ends by lives */
  classic: boolean;
  rules: RoundRules;
  round: LetterRound;
  props: PropState;
}

/** What a letter game decides from its input: the rules and the whole schedule of targets. */
export type LetterGameSetup<TLevel> = (input: GameInput<TLevel>) => { rules: RoundRules; targets: Target[] };

export type LetterPropEmitted = { type: 'prop.used'; prop: GameProp };

export interface LetterGameStep<TLevel> {
  context: LetterGameContext<TLevel>;
  emitted: (LetterEmitted | LetterPropEmitted)[];
}

export function initialLetterContext<TLevel>(input: GameInput<TLevel>, build: LetterGameSetup<TLevel>): LetterGameContext<TLevel> {
  const { rules, targets } = build(input);
  return { level: input.level, classic: isClassic(input.mode), rules, round: initialRound(targets, rules), props: noProps };
}

/** The world at the game time of a tick. */
export function tickLetters<TLevel>(context: LetterGameContext<TLevel>, timeStamp: number): LetterGameStep<TLevel> {
  const step = advance(context.round, worldAt(context.props, timeStamp), context.rules);
  return { context: step.round === context.round ? context : { ...context, round: step.round }, emitted: step.emitted };
}

/** A judged key at its game time. */
export function keyLetters<TLevel>(context: LetterGameContext<TLevel>, event: { key: string; code: string; timeStamp: number }): LetterGameStep<TLevel> {
  const step = applyKey(context.round, { ...event, timeStamp: worldAt(context.props, event.timeStamp) }, context.rules, event.timeStamp);
  return { context: { ...context, round: step.round }, emitted: step.emitted };
}

/**
 * A prop at its game time: the world first runs to it; then, unless the round is over or the prop
 * cannot be used (props.ts useProp), it is logged and applied (`life`: one life more).
 */
export function propLetters<TLevel>(context: LetterGameContext<TLevel>, event: Extract<EngineEvent, { type: 'game.prop' }>): LetterGameStep<TLevel> {
  const ran = tickLetters(context, event.timeStamp);
  const round = ran.context.round;
  const w = worldAt(context.props, event.timeStamp);
  const props = round.endedBy === null ? useProp(context.props, event.prop, event.timeStamp, w, round.lives !== null) : null;
  if (!props) return ran;
  const prop = props.used[props.used.length - 1]!;
  const next: LetterRound = logged({ ...round, lives: prop === 'life' && round.lives !== null ? round.lives + 1 : round.lives }, propEntry(prop, event.timeStamp));
  return { context: { ...ran.context, round: next, props }, emitted: [...ran.emitted, { type: 'prop.used', prop }] };
}

/** The final state's output, its duration in game time. */
export function letterOutcome(context: LetterGameContext): GameOutcome {
  return tallyOutcome(context.round, { stars: context.rules.stars, props: context.props, unended: 'time' });
}

/**
 * A letter game's rules and schedule in classic mode, from its opening (level) ones: the whole
 * CLASSIC_END_MS scheduled, targets staying shorter and coming faster with classicCurve, one more
 * allowed up at once every ramp; `lives` when the level has none. The round ends by lives.
 */
export function classicLetterRound(rules: RoundRules, spec: ScheduleSpec, lives: number, endMs: number): { rules: RoundRules; spec: ScheduleSpec } {
  return {
    rules: { ...rules, durationMs: endMs, lives: rules.lives ?? lives },
    spec: {
      ...spec,
      count: undefined,
      lastSpawnBefore: endMs,
      tuningAt: (t) => ({ lifeMs: classicMs(spec.lifeMs[0], t), gapMs: classicMs(spec.gapMs[0], t), maxLive: classicCount(spec.maxLive, t) }),
    },
  };
}

/**
 * A letter game's round (the family's setup, letterLevel.ts): the rules and the pool of targets,
 * every target decided up front from the seed, from the fields every letter level holds and what
 * the game itself decides (its clock or lives, its slots, its first target, how long one stays).
 * Classic mode: the level is the opening, targets without end, ever faster, until CLASSIC_LIVES
 * lives (or the level's) are gone.
 */
export function letterRound(
  { level, seed, mode }: GameInput<LetterLevel>,
  own: Pick<RoundRules, 'durationMs' | 'lives' | 'clearBonusPerLife'>,
  pool: Pick<ScheduleSpec, 'slots' | 'firstAt' | 'lastSpawnBefore' | 'count' | 'lifeMs'>,
): { rules: RoundRules; targets: Target[] } {
  const { pointsPerHit, comboStep, maxMultiplier, stars } = level;
  const rules: RoundRules = { durationMs: own.durationMs, lives: own.lives, pointsPerHit, comboStep, maxMultiplier, clearBonusPerLife: own.clearBonusPerLife, stars };
  const spec: ScheduleSpec = {
    slots: pool.slots,
    letters: level.letters,
    firstAt: pool.firstAt,
    lastSpawnBefore: pool.lastSpawnBefore,
    ...(pool.count !== undefined ? { count: pool.count } : {}),
    lifeMs: pool.lifeMs,
    gapMs: level.gapMs,
    maxLive: level.maxUp,
  };
  if (!isClassic(mode)) return { rules, targets: scheduleTargets(spec, seed) };
  const classic = classicLetterRound(rules, spec, CLASSIC_LIVES, CLASSIC_END_MS);
  return { rules: classic.rules, targets: scheduleTargets(classic.spec, seed) };
}
