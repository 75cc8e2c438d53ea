import { useEffect, useRef } from 'react';

/** How often a page a teacher watches (the homework list) asks again while it is on screen. */
export const LIVE_REFRESH_MS = 20_000;

/**
 * Keeps a watched list fresh without a socket: calls `refresh` every `everyMs` while the tab is
 * visible, and at once when the teacher comes back to the tab. Nothing runs in a hidden tab.
 */
export function useLiveRefresh(refresh: () => void, everyMs = LIVE_REFRESH_MS): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      window.clearInterval(timer);
      timer = document.visibilityState === 'visible' ? window.setInterval(() => latest.current(), everyMs) : undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
      arm();
    };
    arm();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs]);
}
