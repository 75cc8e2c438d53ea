import type { ReactNode } from 'react';
import type { RaceEndReason, RacerView } from '../../../contract/race';
import { END_TEXT, raceStandings, type Standing } from '../../../contract/raceStandings';
import { Avatar } from '../../ui/Avatar';
import styles from './Race.module.css';

const pct = (r: RacerView) => `${Math.round(r.progress * 100)}%`;
const speed = (r: RacerView) => `${Math.round(r.cpm)} 字/分`;
/** under a podium step: a finish's speed and accuracy; a child the time stopped also how far they got */
const figures = (r: RacerView) => (r.status === 'finished' ? `${speed(r)} · ${Math.round(r.accuracy)}%` : `完成 ${pct(r)} · ${speed(r)}`);

function RankCell({ s, onConfirm }: { s: Standing; onConfirm?(r: RacerView): void }) {
  const r = s.racer;
  if (s.by === 'review')
    return (
      <td>
        待老师确认
        {onConfirm && (
          // the teacher's word: a finish far beyond the child's own speed takes its place only when confirmed
          <button type="button" className={`btn btn-sky ${styles.confirmBtn}`} onClick={() => onConfirm(r)} data-testid="race-confirm">
            确认成绩
          </button>
        )}
      </td>
    );
  return <td>{s.rank ?? '—'}</td>;
}

/**
 * The end of a race: why it ended (⏰ 时间到！), the three first on the podium, then every child in
 * the standings' order (contract/raceStandings.ts — the order each phone's badge says): rank, speed
 * (字/分), accuracy and how far they got. A race that timed out with nobody at the finish ranks by
 * how far each got, with their speed and accuracy all the same. 待老师确认 for a finish the teacher
 * has to confirm (the projector's `onConfirm` offers 确认成绩). `children`: the page's ways on.
 */
export function Podium({ racers, meId, endReason, onConfirm, children }: { racers: readonly RacerView[]; meId?: string; endReason: RaceEndReason | null; onConfirm?(r: RacerView): void; children?: ReactNode }) {
  const all = raceStandings(racers);
  const top = all.filter((s) => s.rank !== null && s.rank <= 3 && s.by !== 'review');
  // 2nd, 1st, 3rd, as a podium stands
  const shown = [2, 1, 3].map((n) => top.find((s) => s.rank === n)).filter((s): s is Standing => !!s);
  const small = typeof window !== 'undefined' && window.innerWidth < 600;
  return (
    <div className={styles.podiumPage} data-testid="race-podium">
      {endReason && (
        <h2 className={styles.endReason} data-testid="race-end-reason" data-reason={endReason}>
          {END_TEXT[endReason]}
        </h2>
      )}
      {shown.length > 0 && (
        <div className={styles.podium} aria-label="领奖台">
          {shown.map(({ racer: r, rank }) => (
            <div key={r.roleId} className={styles.step} data-testid={`podium-${rank}`}>
              <Avatar file={r.avatar} name={r.roleName} size={small ? 60 : 96} />
              <span className={styles.stepName}>{r.roleName}</span>
              <span className={styles.stepFigures}>{figures(r)}</span>
              <div className={`${styles.block} ${styles[`block${rank}`]}`}>{rank}</div>
            </div>
          ))}
        </div>
      )}
      {children && <div className={styles.podiumActions}>{children}</div>}
      <table className={styles.table} data-testid="race-results">
        <thead>
          <tr>
            <th>名次</th>
            <th>同学</th>
            <th>速度</th>
            <th>正确率</th>
            <th>完成</th>
          </tr>
        </thead>
        <tbody>
          {all.map((s) => {
            const r = s.racer;
            const typed = r.keys > 0 || r.status === 'finished';
            return (
              <tr key={r.roleId} className={`${r.roleId === meId ? styles.me : ''} ${typed ? '' : styles.dnf}`} data-testid="race-result-row" data-status={r.status} data-rank={s.rank ?? ''}>
                <RankCell s={s} onConfirm={onConfirm} />
                <td>{r.roleName}</td>
                <td>{typed ? speed(r) : '—'}</td>
                <td>{typed ? `${Math.round(r.accuracy)}%` : '—'}</td>
                <td>{r.status === 'finished' ? '✓ 冲线' : typed ? pct(r) : '没有打字'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
