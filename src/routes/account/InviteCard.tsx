import { useEffect, useState } from 'react';
import { Messages } from '../../../contract/envelope';
import { QR_SIZE } from '../../../contract/constants';
import { toast } from '../../state/toasts';
import styles from './GroupPage.module.css';

/** The invite link /group/invite/{id} with a copy button and its QR code. */
export function InviteCard({ groupId }: { groupId: string }) {
  const link = `${window.location.origin}/group/invite/${groupId}`;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((m) => m.default.toDataURL(link, { width: QR_SIZE, margin: 1 }))
      .then((url) => live && setQr(url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(Messages.copyOk);
    } catch {
      toast.error(Messages.copyFailed);
    }
  };
  return (
    <div className={styles.invite}>
      {qr ? <img src={qr} width={QR_SIZE} height={QR_SIZE} alt="班级邀请二维码" data-testid="invite-qr" /> : <div className={styles.qrBox} />}
      <div className={styles.inviteText}>
        <h3>邀请同学加入</h3>
        <p>把链接发给家长，或者让同学扫二维码：</p>
        <code className={styles.link} data-testid="invite-link">
          {link}
        </code>
        <button type="button" className="btn btn-sky" onClick={copy}>
          复制邀请链接
        </button>
      </div>
    </div>
  );
}
