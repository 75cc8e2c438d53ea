import { useSnapshot } from 'valtio';
import { Messages } from '../../../contract/envelope';
import { openDialog } from '../../state/dialogs';
import { isCardAccount, session } from '../../state/session';
import styles from './VipLockNote.module.css';

/**
 * A locked VIP section or lesson says so over its stones, with the button that opens the VIP dialog.
 * A class login card's child cannot buy (vip/open → 40300): it reads, calmly, to do it at home with a parent.
 */
export function VipLockNote({ pitch }: { pitch: string }) {
  const snap = useSnapshot(session);
  const atHome = isCardAccount(snap);
  return (
    <div className={styles.locked}>
      <span aria-hidden="true">🔒</span>
      <p>{atHome ? Messages.vipAtHome : pitch}</p>
      {!atHome && (
        <button type="button" className="btn btn-vip" onClick={() => openDialog('vip')}>
          {Messages.vipCta}
        </button>
      )}
    </div>
  );
}
