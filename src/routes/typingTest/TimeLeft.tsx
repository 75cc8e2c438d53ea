import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { TypingTestClock } from './typingTestClock';
import styles from './TypingTest.module.css';

export interface TimeLeftHandle {
  /** the test began (its first key) at this time of the clock */
  start(at: number): void;
}

interface TimeLeftProps {
  clock: TypingTestClock;
  durationMs: number;
  /** the time is up (called once) */
  onEnd(): void;
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The big countdown of a typing test: the test's time runs from its first key; at 0 it calls
 * onEnd once. Its own state only: a tick re-renders this, never the stage beside it.
 */
export const TimeLeft = forwardRef<TimeLeftHandle, TimeLeftProps>(function TimeLeft({ clock, durationMs, onEnd }, ref) {
  const [origin, setOrigin] = useState<number | null>(null);
  const [left, setLeft] = useState(durationMs);
  const ended = useRef(false);
  const end = useRef(onEnd);
  end.current = onEnd;
  useImperativeHandle(ref, () => ({ start: (at) => setOrigin((o) => o ?? at) }), []);

  useEffect(() => {
    if (origin === null) return;
    const follow = () => {
      const remaining = durationMs - (clock.now() - origin);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0 && !ended.current) {
        ended.current = true;
        end.current();
      }
    };
    follow();
    return clock.onTick(follow);
  }, [origin, clock, durationMs]);

  const urgent = origin !== null && left <= 10_000;
  return (
    <div className={`${styles.countdown} ${urgent ? styles.urgent : ''}`} role="timer" aria-live="off" data-testid="test-countdown" data-left={Math.ceil(left / 1000)}>
      <span className={styles.countdownTime}>{mmss(left)}</span>
      <span className={styles.countdownNote}>{origin === null ? '按下第一个键，计时开始' : left > 0 ? '剩余时间' : '时间到！'}</span>
    </div>
  );
});
