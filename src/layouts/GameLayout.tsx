import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { points, refreshPoints } from '../state/points';
import { Avatar } from '../ui/Avatar';
import styles from './GameLayout.module.css';
import { Icon } from '../ui/Icon';

/** A game level: a slim header (back to /games, the role, its points) over the full-width game. */
export default function GameLayout({ children }: { children: ReactNode }) {
  const { role } = useSnapshot(session);
  const { point } = useSnapshot(points);

  useEffect(() => {
    if (role?.roleType === 'STUDENT') refreshPoints();
  }, [role?.id, role?.roleType]);

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to="/games" className={styles.back}>
          ← <span>返回游戏</span>
        </Link>
        <div className={styles.who}>
          <Avatar file={role?.avatar} name={role?.roleName} size={44} />
          <strong className={styles.name}>{role?.roleName}</strong>
        </div>
        <Link to="/coin" className={styles.points} title="学习积分">
          <Icon name="coin" size={26} /> {point ?? '—'}
          <span className="sr-only">学习积分</span>
        </Link>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
