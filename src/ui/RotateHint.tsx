import { useEffect, useState } from 'react';
import { storage } from '../state/storage';
import styles from './RotateHint.module.css';

/** Remembered once a child says 知道了: the hint is not shown again on this device. */
export const ROTATE_HINT_KEY = 'rotateHintDismissed';
/** A phone held upright: narrow, portrait, a finger for a pointer (a narrow desktop window cannot turn). */
export const PORTRAIT_PHONE = '(orientation: portrait) and (max-width: 600px) and (pointer: coarse)';

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/**
 * A kind note where a stage is better seen sideways (the drawn keyboard is wide) and the phone is
 * held upright: a turning phone and 横过来更好看. It blocks nothing, goes away by itself when
 * the phone turns, and once dismissed (知道了) stays away.
 */
export function RotateHint({ wanted, text }: { wanted: boolean; text: string }) {
  const portrait = useMedia(PORTRAIT_PHONE);
  const [dismissed, setDismissed] = useState(() => storage.getItem(ROTATE_HINT_KEY) === '1');
  if (!wanted || !portrait || dismissed) return null;
  return (
    <div className={styles.hint} role="status" data-testid="rotate-hint">
      <svg className={styles.phone} viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
        <g className={styles.turn}>
          <rect x="15" y="5" width="18" height="34" rx="4" fill="#fff" stroke="#1668b8" strokeWidth="3" />
          <rect x="19" y="10" width="10" height="20" rx="1.5" fill="#dcefff" />
          <circle cx="24" cy="34" r="1.8" fill="#1668b8" />
        </g>
        <path d="M37 34a15 15 0 0 0 4-14" fill="none" stroke="#ff7a2f" strokeWidth="3" strokeLinecap="round" />
        <path d="M37 18l4.5 1.5L43 15" fill="none" stroke="#ff7a2f" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={styles.text}>
        <b>横过来更好看</b>
        <small>{text}</small>
      </span>
      <button
        type="button"
        className={styles.ok}
        onClick={() => {
          storage.setItem(ROTATE_HINT_KEY, '1');
          setDismissed(true);
        }}
        data-testid="rotate-hint-ok"
      >
        知道了
      </button>
    </div>
  );
}
