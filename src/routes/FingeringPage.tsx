import { FingeringLookup } from '../overlays/FingeringDialog';
import styles from './FingeringPage.module.css';

/** /fingering — the keyboard fingering lookup as a page, open without login (SPEC §2). */
export default function FingeringPage() {
  return (
    <div className={styles.page}>
      <div className={styles.title}>
        <h1>键盘指法</h1>
        <p>每个键都有自己的小手指，按一按就知道！</p>
      </div>
      <div className={styles.card}>
        <FingeringLookup />
      </div>
    </div>
  );
}
