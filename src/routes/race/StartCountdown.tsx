import { useEffect, useState } from 'react';
import styles from './Race.module.css';

/** Seconds left to `startsAt` on the server's clock (3, 2, 1), 0 once started. */
export const secondsTo = (startsAt: number, offset: number, now = Date.now()) => Math.max(0, Math.ceil((startsAt - (now + offset)) / 1000));

/**
 * The big 3-2-1 every device shows at the same moment: counted on the SERVER's clock (startsAt and the
 * offset from the messages' serverNow), not this device's. Calls onGo once when it reaches 0.
 */
export function StartCountdown({ startsAt, offset, onGo }: { startsAt: number; offset: () => number; onGo(): void }) {
  const [left, setLeft] = useState(() => secondsTo(startsAt, offset()));
  useEffect(() => {
    let done = false;
    let timer = 0;
    const tick = () => {
      const now = Date.now() + offset();
      const s = secondsTo(startsAt, offset());
      setLeft(s);
      if (s === 0) {
        if (!done) {
          done = true;
          onGo();
        }
        return;
      }
      // wake at the next whole second of the server's clock
      timer = window.setTimeout(tick, Math.max(10, ((startsAt - now) % 1000) + 5));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [startsAt, offset, onGo]);
  return (
    <div className={styles.countdown} data-testid="race-countdown" data-left={left} role="timer" aria-live="assertive">
      <span key={left} className={`${styles.countNumber} ${left > 0 ? '' : styles.countWord}`}>
        {left > 0 ? left : '开始！'}
      </span>
    </div>
  );
}
