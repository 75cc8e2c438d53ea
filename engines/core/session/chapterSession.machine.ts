import { enqueueActions, setup } from 'xstate';
import type { EngineEmitted, EngineEvent, EngineResult } from '../types';

/** What one input event does to a chapter: the context after it and what the scene and host hear. */
export interface SessionStep<TContext> {
  context: TContext;
  emitted: readonly EngineEmitted[];
}

/** The input events a chapter session can judge (clock.tick and game.* are games' and video's). */
export type SessionInput = Extract<EngineEvent, { type: 'input.key' | 'input.composition' | 'input.compositionUpdate' }>;

/** How a chapter handles one kind of input event. */
export interface InputHandler<TContext, TEvent extends SessionInput> {
  /** false: the event is not handled at all — no transition, no count, no clock start (default: every one) */
  takes?(context: TContext, event: TEvent): boolean;
  /** whether, in ready, it begins the session (default: whenever `takes` holds); false: never */
  begins?: false | ((context: TContext, event: TEvent) => boolean);
  apply(context: TContext, event: TEvent): SessionStep<TContext>;
}

export type InputHandlers<TContext> = {
  [K in SessionInput['type']]?: InputHandler<TContext, Extract<SessionInput, { type: K }>>;
};

/**
 * What differs between chapter engines; every function is pure. The clock helpers of
 * core/clock.ts are what `start`, `pause` and `resume` usually are.
 */
export interface ChapterSessionSpec<TContext, TInput> {
  id: string;
  /** the clean context for the machine's input */
  context(input: TInput): TContext;
  /** session.restart: the clean context again (counts, errors and clock cleared, the text kept) */
  reset(context: TContext): TContext;
  /** what ready announces on entry (item.started of the item the child is about to type), if anything */
  announce?(context: TContext): EngineEmitted | null;
  /** what each input event does while ready or typing; kinds not listed are never handled */
  on: InputHandlers<TContext>;
  /** the event that begins the session arrives at `timeStamp`: start the clock (before that event is applied) */
  start?(context: TContext, timeStamp: number): TContext;
  /** everything is typed */
  done(context: TContext): boolean;
  pause(context: TContext, timeStamp: number): TContext;
  resume(context: TContext, timeStamp: number): TContext;
  /** the finished session's result (the final state's output) */
  output(context: TContext): EngineResult;
}

const FINISHED: EngineEmitted = { type: 'session.finished' };

/**
 * The one session life every chapter engine runs, as the games share createStepGameMachine:
 * ready (announce, wait for the first event that begins) → typing ⇄ paused → finished (final,
 * emits session.finished on entry; output: EngineResult). A session with nothing to type is
 * finished at once. Keys while paused, and pause before the session began, are not handled.
 * session.restart from ready, typing or paused re-enters ready with `reset`; a finished actor is
 * done and ignores every event (the host makes a new actor to play again).
 */
export function createChapterSessionMachine<TContext extends object, TInput>(spec: ChapterSessionSpec<TContext, TInput>) {
  const handlerOf = (event: EngineEvent) => (spec.on as Record<string, InputHandler<TContext, SessionInput> | undefined>)[event.type];
  const takes = (context: TContext, event: EngineEvent) => handlerOf(event)?.takes?.(context, event as SessionInput) ?? true;
  const kinds = Object.keys(spec.on) as SessionInput['type'][];
  const beginOn = Object.fromEntries(
    kinds.filter((type) => spec.on[type]?.begins !== false).map((type) => [type, { guard: 'begins' as const, target: 'typing' as const, actions: 'begin' as const }]),
  );
  const typingOn = Object.fromEntries(kinds.map((type) => [type, { guard: 'takes' as const, actions: 'handle' as const }]));

  return setup({
    types: {
      context: {} as TContext,
      input: {} as TInput,
      events: {} as EngineEvent,
      emitted: {} as EngineEmitted,
      output: {} as EngineResult,
    },
    guards: {
      takes: ({ context, event }) => takes(context, event),
      begins: ({ context, event }) => {
        const begins = handlerOf(event)?.begins;
        return takes(context, event) && (typeof begins === 'function' ? begins(context, event as SessionInput) : begins !== false);
      },
      done: ({ context }) => spec.done(context),
    },
    actions: {
      begin: enqueueActions(({ context, event, enqueue }) => {
        const handler = handlerOf(event);
        if (!handler) return;
        const input = event as SessionInput;
        const step = handler.apply(spec.start ? spec.start(context, input.timeStamp) : context, input);
        enqueue.assign(step.context);
        for (const e of step.emitted) enqueue.emit(e);
      }),
      handle: enqueueActions(({ context, event, enqueue }) => {
        const handler = handlerOf(event);
        if (!handler) return;
        const step = handler.apply(context, event as SessionInput);
        if (step.context !== context) enqueue.assign(step.context);
        for (const e of step.emitted) enqueue.emit(e);
      }),
      pause: enqueueActions(({ context, event, enqueue }) => {
        if (event.type === 'session.pause') enqueue.assign(spec.pause(context, event.timeStamp));
      }),
      resume: enqueueActions(({ context, event, enqueue }) => {
        if (event.type === 'session.resume') enqueue.assign(spec.resume(context, event.timeStamp));
      }),
      reset: enqueueActions(({ context, enqueue }) => enqueue.assign(spec.reset(context))),
      announce: enqueueActions(({ context, enqueue }) => {
        const e = spec.announce?.(context);
        if (e) enqueue.emit(e);
      }),
      emitFinished: enqueueActions(({ enqueue }) => enqueue.emit(FINISHED)),
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => spec.context(input),
    initial: 'ready',
    on: {
      'session.restart': { target: '.ready', actions: 'reset' },
    },
    states: {
      ready: {
        entry: 'announce',
        always: { guard: 'done', target: 'finished' },
        on: beginOn,
      },
      typing: {
        always: { guard: 'done', target: 'finished' },
        on: { ...typingOn, 'session.pause': { target: 'paused', actions: 'pause' } },
      },
      paused: {
        on: { 'session.resume': { target: 'typing', actions: 'resume' } },
      },
      finished: { type: 'final', entry: 'emitFinished' },
    },
    output: ({ context }) => spec.output(context),
  });
}
