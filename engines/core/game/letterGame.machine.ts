import { enqueueActions, setup } from 'xstate';
import type { EngineEvent } from '../types';
import type { GameInput, GameOutcome } from './types';
import { advance, applyKey, initialRound, isLetterKey, outcomeOf, type LetterEmitted, type LetterRound, type RoundRules, type Target } from './letterTargets.logic';

export interface LetterGameContext<TLevel = unknown> {
  level: TLevel;
  rules: RoundRules;
  round: LetterRound;
}

/** What a letter game decides from its input: the rules and the whole schedule of targets. */
export type LetterGameSetup<TLevel> = (input: GameInput<TLevel>) => { rules: RoundRules; targets: Target[] };

/**
 * The machine of a letter-target game (打地鼠, 气球): ready → (game.start) playing ⇄ paused → over
 * (final; output: GameOutcome). clock.tick advances the world to its timeStamp; a letter key
 * advances to its timeStamp, then is judged. Keys while paused or ready are not handled.
 */
export function createLetterGameMachine<TLevel>(id: string, build: LetterGameSetup<TLevel>) {
  return setup({
    types: {
      context: {} as LetterGameContext<TLevel>,
      input: {} as GameInput<TLevel>,
      events: {} as EngineEvent,
      emitted: {} as LetterEmitted,
      output: {} as GameOutcome,
    },
    guards: {
      judged: ({ event }) => event.type === 'input.key' && isLetterKey(event.key),
      tickEnds: ({ context, event }) => event.type === 'clock.tick' && advance(context.round, event.timeStamp, context.rules).round.endedBy !== null,
      keyEnds: ({ context, event }) => event.type === 'input.key' && isLetterKey(event.key) && applyKey(context.round, event, context.rules).round.endedBy !== null,
    },
    actions: {
      tick: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'clock.tick') return;
        const step = advance(context.round, event.timeStamp, context.rules);
        if (step.round !== context.round) enqueue.assign({ round: step.round });
        for (const e of step.emitted) enqueue.emit(e);
      }),
      judge: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'input.key') return;
        const step = applyKey(context.round, event, context.rules);
        enqueue.assign({ round: step.round });
        for (const e of step.emitted) enqueue.emit(e);
      }),
      emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
    },
  }).createMachine({
    id,
    context: ({ input }) => {
      const { rules, targets } = build(input);
      return {
        level: input.level,
        rules,
        round: initialRound(targets, rules),
      };
    },
    initial: 'ready',
    states: {
      ready: { on: { 'game.start': 'playing' } },
      playing: {
        on: {
          'clock.tick': [{ guard: 'tickEnds', target: 'over', actions: 'tick' }, { actions: 'tick' }],
          'input.key': [
            { guard: 'keyEnds', target: 'over', actions: 'judge' },
            { guard: 'judged', actions: 'judge' },
          ],
          'session.pause': 'paused',
        },
      },
      paused: { on: { 'session.resume': 'playing' } },
      over: { type: 'final', entry: 'emitFinished' },
    },
    output: ({ context }) => outcomeOf(context.round, context.rules),
  });
}
