import type { HelpContact } from '../../contract/help';
import { Dialog } from '../ui/Dialog';
import styles from './QrContactDialog.module.css';

/** 用户反馈群 / 在线客服: the operator's QR image and its words, big enough to scan from a phone. */
export function QrContactDialog({ title, channel, onClose }: { title: string; channel: NonNullable<HelpContact['group']>; onClose(): void }) {
  return (
    <Dialog title={title} onClose={onClose} size="small">
      <div className={styles.body} data-testid="qr-contact">
        <img className={styles.qr} src={channel.image} alt={`${title}二维码`} width={240} height={240} />
        <p className={styles.text}>{channel.text}</p>
      </div>
    </Dialog>
  );
}
