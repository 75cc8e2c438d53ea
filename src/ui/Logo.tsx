import { Link } from 'wouter';
import styles from './Logo.module.css';

/**
 * 小键盘侠 wordmark: a key cap with 侠 and the slogan beside it. compact (beside a back button):
 * no slogan, and on a phone only the key cap, so the bar keeps to one row.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    // the name is the visible words (what a voice-control user says), then where it goes
    <Link to="/" className={`${styles.logo} ${compact ? styles.compact : ''}`}>
      <span className={styles.cap} aria-hidden="true">
        侠
      </span>
      <span className={styles.words}>
        <span className={styles.name}>小键盘侠</span>
        {!compact && <span className={styles.slogan}>玩着学打字</span>}
      </span>
      <span className="sr-only">（回首页）</span>
    </Link>
  );
}
