import styles from './ProgressBar.module.css';

/** A chunky bar with "done / total" for children: how far along a section or lesson is. */
export function ProgressBar({ done, total, unit = '章' }: { done: number; total: number; unit?: string }) {
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className={styles.wrap}>
      <div className={styles.track} role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-label={`完成${done}${unit}，共${total}${unit}`}>
        <div className={styles.fill} style={{ width: `${pct}%` }} />
      </div>
      <span className={styles.count}>
        {done}/{total} {unit}
      </span>
    </div>
  );
}
