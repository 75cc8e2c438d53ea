import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Dialog } from '../ui/Dialog';
import { drawTodayPoints, todayDraw } from '../state/draw';
import { points } from '../state/points';
import styles from './GameDialogs.module.css';

type Stage = { name: 'offer' } | { name: 'busy' } | { name: 'won'; drawPoint: number } | { name: 'refused'; message: string };

/** The daily points draw before the game: a gift box with today's 150 points (SPEC §2 game layout, §4 Draw points). */
export default function DrawDialog({ onClose }: { onClose(): void }) {
  const draw = useSnapshot(todayDraw);
  const { point } = useSnapshot(points);
  const [stage, setStage] = useState<Stage>(draw.canDraw === false ? { name: 'refused', message: '已经领取' } : { name: 'offer' });

  const take = async () => {
    if (stage.name === 'busy') return;
    setStage({ name: 'busy' });
    const r = await drawTodayPoints();
    setStage('error' in r ? { name: 'refused', message: r.error } : { name: 'won', drawPoint: r.drawPoint });
  };

  return (
    <Dialog title="今日积分礼包" onClose={onClose} size="small">
      <div className={styles.center} data-testid="draw-dialog">
        <div className={`${styles.gift} ${stage.name === 'won' ? styles.giftOpen : ''}`} aria-hidden>
          {stage.name === 'won' ? '🎉' : '🎁'}
        </div>
        {stage.name === 'won' ? (
          <>
            <p className={styles.big} data-testid="draw-won">
              +{stage.drawPoint} 积分
            </p>
            <p className={styles.text}>领取成功！你现在有 {point ?? '—'} 学习积分，快去玩游戏吧。</p>
            <button type="button" className="btn btn-big btn-grass" onClick={onClose} autoFocus>
              去玩游戏
            </button>
          </>
        ) : stage.name === 'refused' ? (
          <>
            <p className={styles.big}>{stage.message}</p>
            <p className={styles.text}>今天的积分礼包已经领过啦，明天再来领吧。</p>
            <button type="button" className="btn btn-big btn-sky" onClick={onClose} autoFocus>
              知道了
            </button>
          </>
        ) : (
          <>
            <p className={styles.big}>{draw.drawPoint} 积分</p>
            <p className={styles.text}>每天都能领一次游戏积分，每局游戏用 50 积分。</p>
            <button type="button" className="btn btn-big btn-grass" onClick={() => void take()} disabled={stage.name === 'busy'} data-testid="draw-take" autoFocus>
              {stage.name === 'busy' ? '领取中…' : '立即领取'}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
