import styles from './Spinner.module.css';

/** A bouncing-keys loader; `label` is read out and shown under it. */
export function Spinner({ label = '加载中…' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" data-spinner="">
      <div className={styles.keys} aria-hidden="true">
        {['小', '键', '盘'].map((k, i) => (
          <span key={k} className={styles.key} style={{ animationDelay: `${i * 0.12}s` }}>
            {k}
          </span>
        ))}
      </div>
      <div className={styles.label}>{label}</div>
    </div>
  );
}

/** The whole-page loader (lazy pages, the first session load). */
export function PageLoader() {
  return (
    <div className={styles.page}>
      <Spinner label="正在打开，请稍等…" />
    </div>
  );
}
