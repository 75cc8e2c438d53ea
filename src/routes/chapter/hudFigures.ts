import type { LiveStats } from '../../../engines/core/types';

/** What the HUD shows, as text: React re-renders only when one of these changes. */
export interface HudFigures {
  cpm: string;
  accuracy: string;
  time: string;
  /** 0..1 */
  progress: number;
}

export const HUD_START: HudFigures = { cpm: '0', accuracy: '100', time: '0:00', progress: 0 };

export function hudFigures(s: LiveStats): HudFigures {
  const sec = Math.floor(s.elapsedMs / 1000);
  return {
    cpm: String(Math.round(s.cpm)),
    accuracy: s.accuracy.toFixed(s.accuracy === 100 ? 0 : 1),
    time: `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`,
    progress: Math.max(0, Math.min(1, s.progress)),
  };
}
