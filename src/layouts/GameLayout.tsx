import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { session } from '../state/session';
import { points, refreshPoints } from '../state/points';
import { refreshTodayDraw, todayDraw } from '../state/draw';
import { closeDialog, dialogs, openBackpack, openDialog } from '../state/dialogs';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';
import { usePerfOverlay } from '../perf/usePerfOverlay';
import styles from './GameLayout.module.css';

const DrawDialog = lazy(() => import('../overlays/DrawDialog'));
const BackpackDialog = lazy(() => import('../overlays/BackpackDialog'));

/** The draw popup opens by itself once a tab session, the first time a game finds today's draw open. */
const OFFERED_KEY = 'gameDrawOffered';

/**
 * A game level (SPEC §2 Game layout): back to /games, the role's avatar and nickname, its points
 * with '待领取' while today's draw is open, the draw popup and the backpack, over the full-width game.
 */
export default function GameLayout({ children }: { children: ReactNode }) {
  const { role } = useSnapshot(session);
  const { point } = useSnapshot(points);
  usePerfOverlay(); // ?perf=1: the latency overlay on every game
  const draw = useSnapshot(todayDraw);
  const open = useSnapshot(dialogs);
  const student = role?.roleType === 'STUDENT';

  useEffect(() => {
    if (!student) return;
    refreshPoints();
    refreshTodayDraw().then(() => {
      if (todayDraw.canDraw && !sessionStorage.getItem(OFFERED_KEY)) {
        sessionStorage.setItem(OFFERED_KEY, '1');
        openDialog('draw');
      }
    });
    // a draw in another tab arrives as a pushed balance: ask again whether today's draw is still open
    return subscribeKey(points, 'point', () => void refreshTodayDraw());
  }, [role?.id, student]);

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to="/games" className={styles.back}>
          ← <span>返回游戏</span>
        </Link>
        <div className={styles.who}>
          <Avatar file={role?.avatar} name={role?.roleName} size={44} />
          <strong className={styles.name} data-testid="game-role-name">
            {role?.roleName}
          </strong>
        </div>
        <button type="button" className={styles.tool} onClick={() => openBackpack('coupons')} title="我的背包">
          🎒<span className={styles.toolLabel}>背包</span>
        </button>
        <button type="button" className={styles.points} onClick={() => openDialog(draw.canDraw ? 'draw' : 'points')} title="学习积分" data-testid="game-points">
          <Icon name="coin" size={26} /> <span data-testid="game-points-value">{point ?? '—'}</span>
          <span className="sr-only">学习积分</span>
          {draw.canDraw && (
            <span className={styles.badge} data-testid="draw-badge">
              待领取
            </span>
          )}
        </button>
      </header>
      <main className={styles.main}>{children}</main>
      <Suspense fallback={null}>
        {open.draw && <DrawDialog onClose={() => closeDialog('draw')} />}
        {open.backpack && <BackpackDialog onClose={() => closeDialog('backpack')} />}
      </Suspense>
    </div>
  );
}
