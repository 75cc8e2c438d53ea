import type { LogographicActivity } from '../../contract/levels';

export interface LogographicInput {
  activity: Pick<LogographicActivity, 'text' | 'pinyin'>;
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
  /** correct and wrong committed characters */
  correct: number;
  wrong: number;
  /** timeStamp of the first input (null in ready) */
  startedAt: number | null;
  lastAt: number;
  pausedMs: number;
  pausedAt: number | null;
}
