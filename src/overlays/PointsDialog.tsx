import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { GAME_COST } from '../../contract/constants';
import { Messages } from '../../contract/envelope';
import { Dialog } from '../ui/Dialog';
import { points, refreshPoints } from '../state/points';
import styles from './GameDialogs.module.css';

/** The 积分 dialog (SPEC §2 Dialogs): the balance, and when it is short of a round '您的学习积分不够了' with a way to /course. */
export default function PointsDialog({ onClose }: { onClose(): void }) {
  const { point } = useSnapshot(points);
  const [, navigate] = useLocation();
  useEffect(() => void refreshPoints(), []);
  const low = point !== null && point < GAME_COST;
  return (
    <Dialog title="学习积分" onClose={onClose} size="small">
      <div className={styles.center} data-testid="points-dialog">
        <div className={styles.gift} aria-hidden>
          {low ? '🪙' : '💰'}
        </div>
        <p className={styles.big}>
          <span data-testid="points-balance">{point ?? '—'}</span> 积分
        </p>
        {low ? (
          <p className={styles.warn}>{Messages.notEnoughPoints}</p>
        ) : (
          <p className={styles.text}>每局游戏用 {GAME_COST} 积分。</p>
        )}
        <p className={styles.text}>完成课程练习、每天打卡签到，都能赚到积分。</p>
        <button
          type="button"
          className="btn btn-big btn-grass"
          onClick={() => {
            onClose();
            navigate('/course');
          }}
          autoFocus
        >
          去学习赚积分
        </button>
      </div>
    </Dialog>
  );
}
