import type { LogographicActivity } from '../../contract/levels';

export interface LogographicInput {
  activity: Pick<LogographicActivity, 'text' | 'pinyin'>;
  /**
   * false (a class that allows no 退格, docs/API-school.md): a wrong commit is counted wrong and not
   * held, so there is nothing to take back and the child types the right character; default true
   */
  allowBackspace?: boolean;
}

export interface LogographicContext {
  /** kept so session.restart can rebuild a clean context */
  activity: LogographicInput['activity'];
  /** the text split into characters (code points, so a rare CJK Extension B character is one) */
  chars: string[];
  /** index of the next character to type; never on a space or newline (those are skipped) */
  cursor: number;
  /** the IME composition in progress, shown at the cursor; '' when none */
  composition: string;
  /** committed characters that did not match, shown red at the cursor until Backspace removes them */
  pending: string[];
  /** wrong commits are held (pending) for Backspace; false: counted and dropped (LogographicInput.allowBackspace) */
  holdsWrong: boolean;
  /** correct and wrong committed characters */
  correct: number;
  wrong: number;
  /** timeStamp of the first input (null in ready) */
  startedAt: number | null;
  lastAt: number;
  pausedMs: number;
  pausedAt: number | null;
}
