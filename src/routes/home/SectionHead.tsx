import type { ReactNode } from 'react';
import styles from './SectionHead.module.css';

/** A home section's heading: a small coloured eyebrow, the title, and one line under it. */
export function SectionHead({ id, eyebrow, title, children, colour = 'var(--c-primary)' }: { id: string; eyebrow: string; title: string; children?: ReactNode; colour?: string }) {
  return (
    <header className={styles.head}>
      <p className={styles.eyebrow} style={{ color: colour }}>
        {eyebrow}
      </p>
      <h2 id={id} className={styles.title}>
        {/* a phrase never breaks in the middle on a narrow screen: wrap only after a comma */}
        {title.split(/(?<=，)/).map((part) => (
          <span key={part} className={styles.phrase}>
            {part}
          </span>
        ))}
      </h2>
      {children && <p className={styles.lead}>{children}</p>}
    </header>
  );
}
