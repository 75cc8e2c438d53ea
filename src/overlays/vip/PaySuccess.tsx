import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../state/session';
import styles from './PaySuccess.module.css';

/** After paying: a celebration, the new expiry, and the way to the now unlocked courses. */
export function PaySuccess({ onClose }: { onClose(): void }) {
  const s = useSnapshot(session);
  const [, navigate] = useLocation();
  const until = s.userInfo?.isVipForever ? '永久会员' : s.userInfo?.vipExpireTime ? `有效期至 ${s.userInfo.vipExpireTime.slice(0, 10)}` : '';
  return (
    <div className={styles.done}>
      <div className={styles.party} aria-hidden="true">🎉👑🎉</div>
      <h3 className={styles.title}>会员开通成功！</h3>
      {until && <p className={styles.until}>{until}</p>}
      <p>所有课程都解锁啦，快去学习吧！</p>
      <button
        type="button"
        className="btn btn-big"
        onClick={() => {
          onClose();
          navigate('/course');
        }}
      >
        去上课
      </button>
    </div>
  );
}
