import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Messages } from '../../contract/envelope';
import { isCardAccount, isTeacher, isVip, session } from '../state/session';
import { openDialog } from '../state/dialogs';
import { app } from '../state/app';
import { promptInstall } from '../state/install';
import { Logo } from '../ui/Logo';
import { HelpMenu } from './HelpMenu';
import { backTarget } from './backTarget';
import styles from './TopNav.module.css';
import { Icon } from '../ui/Icon';

// the account menu is a signed-in member's: a visitor's first load goes without it
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));

function NavLink({ to, children, active }: { to: string; children: string; active: boolean }) {
  return (
    <Link to={to} className={`${styles.link} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** The main layout's top nav (SPEC §2 "Main nav"). */
export function TopNav() {
  const snap = useSnapshot(session);
  const { installPrompt } = useSnapshot(app);
  const [location, navigate] = useLocation();
  const signedIn = !!snap.token && !!snap.userInfo;
  const back = backTarget(location);
  // a teacher is not sold membership from the header (its 解锁课程 is a student's; issue 40): the
  // role limit's note on 角色 offers it where a teacher needs it; a class card's child cannot buy at all
  const showVip = !snap.userInfo?.isVipForever && !isTeacher(snap) && !isCardAccount(snap);

  const onVip = () => {
    if (signedIn) openDialog('vip');
    else navigate(`/login?redirect=${encodeURIComponent(location)}`);
  };

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        {back && (
          <Link to={back.to} className={styles.back} aria-label={back.label}>
            ← <span className={styles.backText}>{back.label}</span>
          </Link>
        )}
        <Logo compact={!!back} />
        <nav className={styles.links} aria-label="主导航">
          <NavLink to="/" active={location === '/'}>首页</NavLink>
          {!isTeacher(snap) && (
            <NavLink to="/course" active={/^\/(course|section|lesson)/.test(location)}>
              打字课程
            </NavLink>
          )}
          <NavLink to="/games" active={location.startsWith('/games')}>打字游戏</NavLink>
        </nav>
        <div className={styles.tools}>
          {installPrompt && (
            <button type="button" className={styles.install} onClick={promptInstall}>
              <Icon name="download" /> 添加到桌面
            </button>
          )}
          <HelpMenu />
          {showVip && (
            <button type="button" className={`btn btn-vip ${styles.vip}`} onClick={onVip} aria-label={isVip(snap) ? Messages.vipRenew : Messages.vipCta}>
              <Icon name="crown" size={24} /> <span className={styles.vipText}>{isVip(snap) ? Messages.vipRenew : Messages.vipCta}</span>
            </button>
          )}
          {signedIn ? (
            <Suspense fallback={<span className={styles.menuSlot} aria-hidden="true" />}>
              <AccountMenu />
            </Suspense>
          ) : (
            location !== '/login' && (
              <Link to={`/login?redirect=${encodeURIComponent(location)}`} className="btn btn-sky">
                登录/注册
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}
