import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { Tabs } from '../ui/Tabs';
import styles from './GameDialogs.module.css';
import { GAME_PROPS } from '../routes/games/gameProps';
import { useSnapshot } from 'valtio';
import { isVip, session } from '../state/session';
import { backpackOpening, type BackpackTab as Tab } from '../state/dialogs';


/**
 * The backpack screen (SPEC §2 Dialogs): tabs 优惠券 (none are handed out yet: said kindly) and
 * 其他 — the game props a VIP may use once in every round, and how.
 */
export default function BackpackDialog({ onClose }: { onClose(): void }) {
  const [tab, setTab] = useState<Tab>(backpackOpening.tab);
  const vip = isVip(useSnapshot(session));
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
        {tab === 'coupons' ? (
          <>
            <div className={styles.gift} aria-hidden>
              🎟️
            </div>
            <p className={styles.text}>还没有优惠券。</p>
            <p className={styles.hint}>参加活动得到的优惠券会放在这里。</p>
          </>
        ) : (
          <>
            <ul className={styles.props} data-testid="backpack-props">
              {GAME_PROPS.map((p) => (
                <li key={p.prop}>
                  <span aria-hidden>{p.icon}</span>
                  <b>{p.label}</b>
                  {p.tip}
                </li>
              ))}
            </ul>
            <p className={styles.text}>{vip ? '会员每局游戏里，每样道具都能用一次：点游戏上方的道具按钮就行。' : '道具是会员专享：开通会员后，每局游戏里每样道具都能用一次。'}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}
