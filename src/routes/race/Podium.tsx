import type { RacerView } from '../../../contract/race';
import { Avatar } from '../../ui/Avatar';
import { standings } from './raceRoom';
import styles from './Race.module.css';

const figures = (r: RacerView) => (r.status === 'finished' ? `${Math.round(r.cpm)} 字/分 · ${Math.round(r.accuracy)}%` : '未完成');

/**
 * The end of a race: the three first on the podium, then every child's place, speed (字/分) and accuracy — 未完成 for
 * who did not finish, 待老师确认 for a finish the teacher has to confirm (the projector's `onConfirm` offers 确认成绩).
 */
export function Podium({ racers, meId, onConfirm }: { racers: readonly RacerView[]; meId?: string; onConfirm?(r: RacerView): void }) {
  const all = standings(racers);
  const top = all.filter((r) => r.place !== null && r.place <= 3);
  // 2nd, 1st, 3rd, as a podium stands
  const shown = [top.find((r) => r.place === 2), top.find((r) => r.place === 1), top.find((r) => r.place === 3)].filter((r): r is RacerView => !!r);
  return (
    <div className={styles.podiumPage} data-testid="race-podium">
      {shown.length > 0 && (
        <div className={styles.podium} aria-label="领奖台">
          {shown.map((r) => (
            <div key={r.roleId} className={styles.step} data-testid={`podium-${r.place}`}>
              <Avatar file={r.avatar} name={r.roleName} size={typeof window !== 'undefined' && window.innerWidth < 600 ? 60 : 96} />
              <span className={styles.stepName}>{r.roleName}</span>
              <span className={styles.stepFigures}>{figures(r)}</span>
              <div className={`${styles.block} ${styles[`block${r.place}`]}`}>{r.place}</div>
            </div>
          ))}
        </div>
      )}
      <table className={styles.table} data-testid="race-results">
        <thead>
          <tr>
            <th>名次</th>
            <th>同学</th>
            <th>速度</th>
            <th>正确率</th>
          </tr>
        </thead>
        <tbody>
          {all.map((r) => (
            <tr key={r.roleId} className={`${r.roleId === meId ? styles.me : ''} ${r.place === null ? styles.dnf : ''}`} data-testid="race-result-row" data-status={r.status}>
              <td>
                {r.place ?? (r.review ? '待老师确认' : '未完成')}
                {r.review && r.place === null && onConfirm && (
                  // the teacher's word: a finish far beyond the child's own speed takes its place only when confirmed
                  <button type="button" className={`btn btn-sky ${styles.confirmBtn}`} onClick={() => onConfirm(r)} data-testid="race-confirm">
                    确认成绩
                  </button>
                )}
              </td>
              <td>{r.roleName}</td>
              <td>{r.status === 'finished' ? `${Math.round(r.cpm)} 字/分` : '—'}</td>
              <td>{r.status === 'finished' ? `${Math.round(r.accuracy)}%` : `完成 ${Math.round(r.progress * 100)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
