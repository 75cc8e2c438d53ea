import { endPause, pauseClock, stampClock } from '../core/clock';
import { createChapterSessionMachine } from '../core/session/chapterSession.machine';
import { backspace, commitText, initialContext } from './logographic.logic';
import { resultOf } from './logographic.selectors';
import type { LogographicContext, LogographicInput } from './logographic.types';

/**
 * logographic on the chapter session life (core/session/chapterSession.machine.ts): Chinese
 * characters typed through the system IME. The clock starts at the first composition or commit
 * (a cancelled composition begins nothing). A wrong commit is held red at the cursor until
 * Backspace removes it; Backspace is the only key judged, and only once the session has begun.
 */
export const logographicMachine = createChapterSessionMachine<LogographicContext, LogographicInput>({
  id: 'logographic',
  context: (input) => initialContext(input.activity, input.allowBackspace ?? true),
  reset: (context) => initialContext(context.activity, context.holdsWrong),
  on: {
    // a cancelled composition ('') only clears what is shown
    'input.compositionUpdate': { begins: (_, event) => event.text !== '', apply: (context, event) => ({ context: { ...context, composition: event.text }, emitted: [] }) },
    'input.composition': { apply: (context, event) => commitText(context, event.text, event.timeStamp) },
    'input.key': { takes: (context, event) => event.key === 'Backspace' && context.holdsWrong, begins: false, apply: (context, event) => ({ context: backspace(context, event.timeStamp), emitted: [] }) },
  },
  start: stampClock,
  done: (context) => context.cursor >= context.chars.length && context.pending.length === 0,
  // pausing also clears the composition shown at the cursor
  pause: (context, timeStamp) => ({ ...pauseClock(context, timeStamp), composition: '' }),
  resume: (context, timeStamp) => ({ ...context, ...endPause(context, timeStamp) }),
  output: resultOf,
});
