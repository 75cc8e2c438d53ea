import { enqueueActions, setup, type EventObject } from 'xstate';
import type { EngineEvent } from '../types';
import type { GameOutcome } from './types';

/** What one event does to a game: the context after it and what the scene hears. */
export interface GameStep<TContext, TEmitted> {
  context: TContext;
  emitted: readonly TEmitted[];
}

/**
 * A game's pure rules, as the one game machine drives them. Every function is pure: the same
 * (input, events) give the same round, which is what the server's replay relies on.
 */
export interface StepGameRules<TContext, TEmitted extends EventObject, TInput> {
  id: string;
  initialContext(input: TInput): TContext;
  /** the world advanced to a clock.tick's timeStamp (return the same context when nothing changed) */
  tick(context: TContext, timeStamp: number): GameStep<TContext, TEmitted>;
  /**
   * a play event while playing — input.key, input.composition, input.compositionUpdate, game.prop —
   * or null when this game does not take it (nothing changes, nothing is logged)
   */
  play(context: TContext, event: EngineEvent): GameStep<TContext, TEmitted> | null;
  /** the round is over (by time, lives or cleared) */
  ended(context: TContext): boolean;
  outcome(context: TContext): GameOutcome;
}

const FINISHED = { type: 'session.finished' } as const;

const PLAY_EVENTS = ['input.key', 'input.composition', 'input.compositionUpdate', 'game.prop'] as const;

/**
 * The one machine every game runs: ready → (game.start) playing ⇄ paused → over (final; output:
 * GameOutcome, emits session.finished on entry). clock.tick and play events are handed to the
 * game's rules once each; the round ends as soon as `ended` holds after an event (an eventless
 * transition, so no guard computes a step a second time). Events while ready or paused change nothing.
 */
export function createStepGameMachine<TContext extends object, TEmitted extends EventObject, TInput>(rules: StepGameRules<TContext, TEmitted, TInput>) {
  const playOn = Object.fromEntries(PLAY_EVENTS.map((type) => [type, { actions: 'play' as const }]));
  return setup({
    types: {
      context: {} as TContext,
      input: {} as TInput,
      events: {} as EngineEvent,
      emitted: {} as TEmitted,
      output: {} as GameOutcome,
    },
    guards: {
      ended: ({ context }) => rules.ended(context),
    },
    actions: {
      tick: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'clock.tick') return;
        const step = rules.tick(context, event.timeStamp);
        if (step.context !== context) enqueue.assign(step.context);
        for (const e of step.emitted) enqueue.emit(e);
      }),
      play: enqueueActions(({ context, event, enqueue }) => {
        const step = rules.play(context, event);
        if (!step) return;
        if (step.context !== context) enqueue.assign(step.context);
        for (const e of step.emitted) enqueue.emit(e);
      }),
      emitFinished: enqueueActions(({ enqueue }) => enqueue.emit(FINISHED as TEmitted)),
    },
  }).createMachine({
    id: rules.id,
    context: ({ input }) => rules.initialContext(input),
    initial: 'ready',
    states: {
      ready: { on: { 'game.start': 'playing' } },
      playing: {
        always: { guard: 'ended', target: 'over' },
        on: { 'clock.tick': { actions: 'tick' }, ...playOn, 'session.pause': 'paused' },
      },
      paused: { on: { 'session.resume': 'playing' } },
      over: { type: 'final', entry: 'emitFinished' },
    },
    output: ({ context }) => rules.outcome(context),
  });
}
