import { ECONOMY, type EconomyRule } from '../../../contract/economy';
import { Icon } from '../../ui/Icon';
import styles from './CoinPage.module.css';

const ICONS: Record<EconomyRule['key'], Parameters<typeof Icon>[0]['name']> = { stars: 'book', replay: 'book', signIn: 'calendar', draw: 'coin', game: 'gamepad' };

/** 积分怎么来、怎么用: the economy of docs/POINTS.md, from the same constant the server applies. */
export function EconomyTable() {
  return (
    <ul className={styles.rules} data-testid="economy">
      {ECONOMY.map((r) => (
        <li key={r.key} className={styles[r.kind]} data-rule={r.key}>
          <Icon name={ICONS[r.key]} size={28} />
          <div>
            <strong>{r.what}</strong>
            <span className={styles.ruleCap}>{r.cap}</span>
            {r.vip !== '一样' && <span className={styles.ruleVip}>会员：{r.vip}</span>}
          </div>
          <b className={styles.rulePoints}>{r.points}</b>
        </li>
      ))}
    </ul>
  );
}
