import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { isStudent, session } from '../state/session';
import { Logo } from '../ui/Logo';
import { AccountMenu } from './AccountMenu';
import styles from './AccountLayout.module.css';
import { Icon } from '../ui/Icon';

/** The account pages (character, group, coin, signIn, report): tabs 角色 / 打卡签到 / 成绩报告 / 群组 and a way back. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const [location] = useLocation();
  const student = isStudent(snap);
  const tabs = [
    { to: '/character', label: '角色', icon: 'kid' as const },
    ...(student ? [{ to: '/signIn', label: '打卡签到', icon: 'calendar' as const }, { to: '/report', label: '成绩报告', icon: 'chart' as const }, { to: '/certificates', label: '奖状勋章', icon: 'star' as const }] : []),
    { to: '/group', label: '群组', icon: 'group' as const },
  ];
  const back = student ? { to: '/course', label: '返回课程' } : { to: '/', label: '返回首页' };

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.inner}>
          <Link to={back.to} className={styles.back}>
            ← <span className={styles.backText}>{back.label}</span>
          </Link>
          <Logo compact />
          <nav className={styles.tabs} aria-label="我的">
            {tabs.map((t) => {
              const active = location.startsWith(t.to);
              return (
                <Link key={t.to} to={t.to} className={`${styles.tab} ${active ? styles.active : ''}`} aria-current={active ? 'page' : undefined}>
                  <Icon name={t.icon} /> {t.label}
                </Link>
              );
            })}
          </nav>
          <div className={styles.me}>
            {snap.userInfo ? (
              <AccountMenu />
            ) : (
              <Link to={`/login?redirect=${encodeURIComponent(location)}`} className="btn btn-sky">
                登录/注册
              </Link>
            )}
          </div>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
