import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { openDialog } from '../../state/dialogs';
import { isCardAccount, isVip, session } from '../../state/session';
import { CrownIcon } from './Icons';
import styles from './VipTeaser.module.css';

const perks = ['全部课程和关卡', '最多 5 个孩子档案', '经典游戏模式和道具', '详细的学习统计'];

/** The VIP teaser: what membership adds, and the button that opens the VIP dialog (or login first). */
export function VipTeaser() {
  const snap = useSnapshot(session);
  const [location, navigate] = useLocation();
  const signedIn = !!snap.token && !!snap.userInfo;
  const forever = !!snap.userInfo?.isVipForever;
  const vip = isVip(snap);
  const until = snap.userInfo?.vipExpireTime?.slice(0, 10);
  // a class card's child cannot buy (vip/open → 40300): its home page sells nothing
  if (isCardAccount(snap)) return null;

  const open = () => {
    if (signedIn) openDialog('vip');
    else navigate(`/login?redirect=${encodeURIComponent(location)}`);
  };

  return (
    <section className={styles.band} aria-labelledby="home-vip">
      <div className={styles.card}>
        <div className={styles.crown} aria-hidden="true">
          <CrownIcon size={60} />
        </div>
        <div className={styles.copy}>
          <h2 id="home-vip">{vip ? `你是${forever ? '永久' : ''}会员，全部课程都已解锁` : '开通会员，解锁全部课程'}</h2>
          {/* a member reads when it ends and how renewing counts (SPEC §2: 会员账户 with its expiry date);
              a permanent member needs no word on it */}
          {!forever && (
            <p>
              {vip
                ? `${until ? `会员到 ${until} 为止，` : ''}续费的时间接着往后算，不会自动续费。`
                : '基础课程免费学。想学得更多，可以开通会员：有按时间的会员，也有一次开通、一直能用的永久会员。不会自动续费。'}
            </p>
          )}
          <ul className={styles.perks}>
            {perks.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <div className={styles.actions}>
          {forever ? (
            <Link to="/course" className="btn btn-big">
              去上课
            </Link>
          ) : (
            <button type="button" className={`btn btn-big btn-vip ${styles.vipBtn}`} onClick={open}>
              {vip ? '会员续费' : '开通会员，解锁课程'}
            </button>
          )}
          <a href="/agreement" target="_blank" rel="noopener" className={styles.terms}>
            会员服务协议
          </a>
        </div>
      </div>
    </section>
  );
}
