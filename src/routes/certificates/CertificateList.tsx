import { Link } from 'wouter';
import { printedCode, printedDay, type OwnCertificate } from '../../../contract/certificates';
import styles from './CertificateList.module.css';

// the streak's 🔥 as its medal's: 📅 shows a month and day on most phones
const KIND_ICON = { grade: '🏅', section: '📘', streak: '🔥' } as const;

/** Certificates as cards: what, when and the code; each opens /certificate/{code} to see, save and print it. */
/** `compact`: in a narrow card (the parent's /family), without the 看奖状 label. */
export function CertificateList({ list, showName = false, compact = false }: { list: readonly OwnCertificate[]; showName?: boolean; compact?: boolean }) {
  return (
    <ul className={styles.list} data-testid="certificate-list">
      {list.map((c) => (
        <li key={c.code}>
          <Link to={`/certificate/${c.code}`} className={styles.item} data-code={c.code}>
            <span className={styles.icon} aria-hidden="true">
              {KIND_ICON[c.kind]}
            </span>
            <span className={styles.words}>
              <strong>{c.title}</strong>
              <small>
                {showName && `${c.roleName} · `}
                {printedDay(c.achievedOn)} · 编号 {printedCode(c.code)}
              </small>
            </span>
            {!compact && <span className={styles.open}>看奖状 →</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
