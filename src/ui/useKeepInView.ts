import { useEffect, type RefObject } from 'react';

/**
 * Keeps a focused text field on screen while a phone's own keyboard opens or resizes (the visual
 * viewport shrinks): the field the system IME writes into must stay visible above it.
 */
export function useKeepInView(field: RefObject<HTMLElement | null>, on: boolean): void {
  useEffect(() => {
    const vv = window.visualViewport;
    if (!on || !vv) return;
    const keep = () => {
      const el = field.current;
      if (el && document.activeElement === el) el.scrollIntoView({ block: 'nearest' });
    };
    vv.addEventListener('resize', keep);
    return () => vv.removeEventListener('resize', keep);
  }, [field, on]);
}
