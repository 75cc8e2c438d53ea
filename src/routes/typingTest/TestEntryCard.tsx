import { Link } from 'wouter';
import styles from './TypingTest.module.css';

/** The way into 打字测试 from the course page and the games list. */
export function TestEntryCard() {
  return (
    <Link href="/typing-test" className={styles.entry} data-testid="typing-test-entry">
      <span className={styles.entryIcon} aria-hidden="true">
        ⏱️
      </span>
      <span className={styles.entryText}>
        <strong>打字测试</strong>
        <span>1、3 或 5 分钟，英文、拼音、汉字：考考你能到几级！</span>
      </span>
      <span className={styles.entryGo} aria-hidden="true">
        ▶
      </span>
    </Link>
  );
}
