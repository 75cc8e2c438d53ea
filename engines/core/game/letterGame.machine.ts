import { enqueueActions, setup } from 'xstate';
import type { EngineEvent } from '../types';
import type { GameInput, GameOutcome } from './types';
import { isLetterKey } from './letterTargets.logic';
import { initialLetterContext, keyLetters, letterOutcome, propLetters, tickLetters, type LetterGameContext, type LetterGameSetup, type LetterGameStep, type LetterPropEmitted } from './letterGame.logic';
import type { LetterEmitted } from './letterTargets.logic';

export type { LetterGameContext, LetterGameSetup } from './letterGame.logic';

/**
 * The machine of a letter-target game (打地鼠, 气球): ready → (game.start) playing ⇄ paused → over
 * (final; output: GameOutcome). clock.tick advances the world to its timeStamp; a letter key
 * advances to its timeStamp, then is judged; game.prop uses a prop (props.ts). Keys while paused
 * or ready are not handled. Input `mode: 'classic'` is the setup's to read (classicLetterRound).
 */
export function createLetterGameMachine<TLevel>(id: string, build: LetterGameSetup<TLevel>) {
  type Ctx = LetterGameContext<TLevel>;
  const ends = (step: LetterGameStep<TLevel>) => step.context.round.endedBy !== null;
  return setup({
    types: {
      context: {} as Ctx,
      input: {} as GameInput<TLevel>,
      events: {} as EngineEvent,
      emitted: {} as LetterEmitted | LetterPropEmitted,
      output: {} as GameOutcome,
    },
    guards: {
      judged: ({ event }) => event.type === 'input.key' && isLetterKey(event.key),
      tickEnds: ({ context, event }) => event.type === 'clock.tick' && ends(tickLetters(context, event.timeStamp)),
      keyEnds: ({ context, event }) => event.type === 'input.key' && isLetterKey(event.key) && ends(keyLetters(context, event)),
      propEnds: ({ context, event }) => event.type === 'game.prop' && ends(propLetters(context, event)),
    },
    actions: {
      tick: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'clock.tick') return;
        const step = tickLetters(context, event.timeStamp);
        if (step.context !== context) enqueue.assign(step.context);
        for (const e of step.emitted) enqueue.emit(e);
      }),
      judge: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'input.key') return;
        const step = keyLetters(context, event);
        enqueue.assign(step.context);
        for (const e of step.emitted) enqueue.emit(e);
      }),
      prop: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'game.prop') return;
        const step = propLetters(context, event);
        if (step.context !== context) enqueue.assign(step.context);
        for (const e of step.emitted) enqueue.emit(e);
      }),
      emitFinished: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'session.finished' })),
    },
  }).createMachine({
    id,
    context: ({ input }) => initialLetterContext(input, build),
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
          'game.prop': [{ guard: 'propEnds', target: 'over', actions: 'prop' }, { actions: 'prop' }],
          'session.pause': 'paused',
        },
      },
      paused: { on: { 'session.resume': 'playing' } },
      over: { type: 'final', entry: 'emitFinished' },
    },
    output: ({ context }) => letterOutcome(context),
  });
}
