import { useSnapshot } from 'valtio';
import { dismissToast, toasts } from '../state/toasts';
import styles from './Toasts.module.css';

const icons = { success: '✔', error: '!', info: 'i' } as const;

/** The toasts of src/state/toasts.ts, top centre, above every dialog. */
export default function Toasts() {
  const { list } = useSnapshot(toasts);
  return (
    <div className={styles.stack} aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className={styles.icon} aria-hidden="true">
            {icons[t.kind]}
          </span>
          <span className={styles.text}>{t.text}</span>
          <button type="button" className={styles.close} onClick={() => dismissToast(t.id)} aria-label="关闭提示">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
