import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { LiveStats } from '../../../engines/core/types';
import styles from './ChapterStage.module.css';

/** Writes live stats straight into the DOM: a keystroke never re-renders React. */
export interface HudHandle {
  show(stats: LiveStats): void;
}

export const ChapterHud = forwardRef<HudHandle, { unit: string }>(function ChapterHud({ unit }, ref) {
  const cpm = useRef<HTMLElement>(null);
  const acc = useRef<HTMLElement>(null);
  const time = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    show(s) {
      if (cpm.current) cpm.current.textContent = String(Math.round(s.cpm));
      if (acc.current) acc.current.textContent = s.accuracy.toFixed(s.accuracy === 100 ? 0 : 1);
      if (time.current) {
        const sec = Math.floor(s.elapsedMs / 1000);
        time.current.textContent = `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;
      }
      if (bar.current) bar.current.style.transform = `scaleX(${Math.max(0, Math.min(1, s.progress))})`;
    },
  }));
  return (
    <div className={styles.hud} aria-live="off">
      <div className={styles.figure}>
        <span>速度</span>
        <b ref={cpm} data-testid="hud-speed">0</b>
        <small>{unit}</small>
      </div>
      <div className={styles.figure}>
        <span>正确率</span>
        <b ref={acc} data-testid="hud-accuracy">100</b>
        <small>%</small>
      </div>
      <div className={styles.figure}>
        <span>用时</span>
        <b ref={time} data-testid="hud-time">0:00</b>
      </div>
      <div className={styles.progress} aria-hidden>
        <div ref={bar} className={styles.progressBar} />
      </div>
    </div>
  );
});
