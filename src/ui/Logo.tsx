import { Link } from 'wouter';
import styles from './Logo.module.css';

/** 小键盘侠 wordmark: a key cap with 侠 and the slogan beside it. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={styles.logo} aria-label="小键盘侠 首页">
      <span className={styles.cap} aria-hidden="true">
        侠
      </span>
      <span className={styles.words}>
        <span className={styles.name}>小键盘侠</span>
        {!compact && <span className={styles.slogan}>玩着学打字</span>}
      </span>
    </Link>
  );
}
