import type { MedalState } from '../../../contract/certificates';
import styles from './Medals.module.css';

/** The medals, earned ones in colour with their day, the others grey with what earns them. */
export function MedalShelf({ medals }: { medals: readonly MedalState[] }) {
  return (
    <ul className={styles.shelf} data-testid="medal-shelf">
      {medals.map((m) => (
        <li key={m.id} className={m.earnedAt ? styles.earned : styles.locked} data-medal={m.id} data-earned={m.earnedAt ? 'yes' : 'no'}>
          <span className={styles.icon} aria-hidden="true">
            {m.icon}
          </span>
          <strong>{m.name}</strong>
          <small>{m.earnedAt ? `${m.earnedAt.slice(0, 10)} 获得` : m.rule}</small>
        </li>
      ))}
    </ul>
  );
}

/** A row of earned medal icons (the class board), named for screen readers. */
export function MedalIcons({ ids, all }: { ids: readonly string[]; all: readonly { id: string; name: string; icon: string }[] }) {
  if (!ids.length) return null;
  return (
    <span className={styles.icons} data-testid="board-medals">
      {ids.map((id) => {
        const m = all.find((x) => x.id === id);
        return m ? (
          <span key={id} title={m.name} role="img" aria-label={`勋章：${m.name}`}>
            {m.icon}
          </span>
        ) : null;
      })}
    </span>
  );
}
