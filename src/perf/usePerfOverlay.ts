import { useEffect } from 'react';

/** True when the address asks for the latency overlay (?perf=1). */
export const wantsPerfOverlay = (search: string = location.search) => new URLSearchParams(search).get('perf') === '1';

/**
 * One line in a chapter or game page: with ?perf=1 in the address, shows the latency overlay
 * (loaded on demand, so pages without it pay nothing).
 */
export function usePerfOverlay(): void {
  useEffect(() => {
    if (!wantsPerfOverlay()) return;
    let alive = true;
    let remove: (() => void) | undefined;
    void import('./perfOverlay').then((m) => {
      if (alive) remove = m.mountPerfOverlay();
    });
    return () => {
      alive = false;
      remove?.();
    };
  }, []);
}
