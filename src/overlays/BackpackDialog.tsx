import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { Tabs } from '../ui/Tabs';
import styles from './GameDialogs.module.css';

type Tab = 'coupons' | 'other';

/** The backpack screen (SPEC §2 Dialogs): tabs 优惠券 and 其他; nothing is handed out yet, so both say so kindly. */
export default function BackpackDialog({ onClose }: { onClose(): void }) {
  const [tab, setTab] = useState<Tab>('coupons');
  return (
    <Dialog title="我的背包" onClose={onClose} size="medium">
      <div className={styles.center} data-testid="backpack">
        <Tabs<Tab>
          label="背包分类"
          tabs={[
            { key: 'coupons', label: '优惠券' },
            { key: 'other', label: '其他' },
          ]}
          value={tab}
          onChange={setTab}
        />
        <div className={styles.gift} aria-hidden>
          {tab === 'coupons' ? '🎟️' : '🎒'}
        </div>
        <p className={styles.text}>{tab === 'coupons' ? '还没有优惠券。' : '背包里还是空的。'}</p>
        <p className={styles.hint}>{tab === 'coupons' ? '参加活动得到的优惠券会放在这里。' : '游戏道具和奖品会放在这里。'}</p>
      </div>
    </Dialog>
  );
}
