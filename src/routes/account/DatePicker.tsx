import { useRef } from 'react';
import styles from './ReportPage.module.css';

/**
 * 📅 选择日期: a button that opens the browser's own calendar. The date field itself stays out of
 * sight, because it writes the day in the browser's format (11/25/2026 in an English browser)
 * next to the Chinese date the page already shows.
 */
export function DatePicker({ value, min, max, onChange }: { value: string; min: string; max: string; onChange(day: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    const el = input.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      // no showPicker (older browsers): the focused field opens with the keyboard or a tap
      el.focus();
    }
  };
  return (
    <span className={styles.pickerWrap}>
      <button type="button" className="btn btn-ghost" onClick={open}>
        <span aria-hidden="true">📅</span> 选择日期
      </button>
      <input
        ref={input}
        className={styles.hiddenDate}
        type="date"
        aria-label="选择日期"
        tabIndex={-1}
        value={value}
        min={min}
        max={max}
        onChange={(e) => e.target.value && onChange(e.target.value)}
      />
    </span>
  );
}
