import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ROLE_LIMIT_VIP } from '../../../contract/constants';
import { isTeacher, session } from '../../state/session';
import styles from './PaySuccess.module.css';

/**
 * After paying: a celebration, the new expiry, and the way on. The dialog's title already says
 * 会员开通成功！ (or 会员续费成功！), so this does not repeat it.
 */
export function PaySuccess({ onClose }: { onClose(): void }) {
  const s = useSnapshot(session);
  const [, navigate] = useLocation();
  const until = s.userInfo?.isVipForever ? '永久会员' : s.userInfo?.vipExpireTime ? `有效期至 ${s.userInfo.vipExpireTime.slice(0, 10)}` : '';
  // a teacher role has no courses: a student role of the account can use them now
  const teacher = isTeacher(s);
  return (
    <div className={styles.done} data-testid="pay-success">
      <div className={styles.party} aria-hidden="true">🎉👑🎉</div>
      <h3 className={styles.title}>所有课程都解锁啦！</h3>
      {until && <p className={styles.until}>{until}</p>}
      <p>{teacher ? `现在最多可以建 ${ROLE_LIMIT_VIP} 个角色，给每个孩子都建一个学生角色吧。` : '快去学习吧！'}</p>
      <button
        type="button"
        className="btn btn-big"
        onClick={() => {
          onClose();
          navigate(teacher ? '/character' : '/course');
        }}
      >
        {teacher ? '去管理角色' : '去上课'}
      </button>
    </div>
  );
}
