import styles from './Stars.module.css';

interface StarsProps {
  /** stars earned, 0..max */
  value: number;
  max?: number;
  size?: 's' | 'm' | 'l';
}

/** A row of gold stars (earned) and pale ones (still to win). */
export function Stars({ value, max = 3, size = 'm' }: StarsProps) {
  const earned = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={`${earned}颗星，共${max}颗`}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={i < earned ? styles.on : styles.off} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
