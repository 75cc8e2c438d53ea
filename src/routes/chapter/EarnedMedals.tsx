import { useEffect } from 'react';
import type { EarnedMedal } from '../../../contract/certificates';
import { medalsSeenApi } from '../../api/certificates';
import styles from './ResultCard.module.css';

/**
 * The medals this attempt earned (第一个三星 …), on the result card that earned them (issue 40:
 * they came later, as toasts over the account tabs). Shown here, they count as announced: the
 * server is told, so the announcer on the pages between practices does not say them again.
 */
export function EarnedMedals({ medals }: { medals: readonly EarnedMedal[] }) {
  const ids = medals.map((m) => m.id).join();
  useEffect(() => {
    if (ids) medalsSeenApi(ids.split(',') as EarnedMedal['id'][]).catch(() => {});
  }, [ids]);
  if (!medals.length) return null;
  return (
    <ul className={styles.medals} data-testid="result-medals" aria-label="获得新勋章">
      {medals.map((m) => (
        <li key={m.id} className={styles.medal}>
          <span className={styles.medalIcon} aria-hidden>
            {m.icon}
          </span>
          <span>
            获得新勋章「<b>{m.name}</b>」！<small>{m.rule}</small>
          </span>
        </li>
      ))}
    </ul>
  );
}
