import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { RaceResult, RaceSummary } from '../../../contract/race';
import { raceListApi } from '../../api/race';
import styles from './RaceList.module.css';

const MEDAL = ['🥇', '🥈', '🥉'];
const STATE_TEXT: Record<RaceSummary['state'], string> = { lobby: '等同学加入', countdown: '正在倒数', running: '正在比赛', ended: '' };
const when = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function ResultRow({ r }: { r: RaceResult }) {
  const typed = r.status === 'finished' || r.cpm > 0;
  return (
    <tr data-testid="race-list-result">
      <td>{r.review ? '待老师确认' : (r.rank ?? '—')}</td>
      <td>{r.roleName}</td>
      <td>{typed ? `${Math.round(r.cpm)} 字/分` : '—'}</td>
      <td>{typed ? `${Math.round(r.accuracy)}%` : '—'}</td>
      <td>{r.status === 'finished' ? '✓ 冲线' : typed ? `${Math.round(r.progress * 100)}%` : '没有打字'}</td>
    </tr>
  );
}

/**
 * 班级比赛记录: a class's past races (GET race/list, newest first), each with its podium and, opened,
 * every child's rank, speed, accuracy and how far they got — on the class page (teacher and child)
 * and in the gradebook. 打开 reopens the race's own result page (the projector's for the teacher).
 */
export function RaceList({ groupId, teacher }: { groupId: string; teacher: boolean }) {
  const [list, setList] = useState<RaceSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    raceListApi(groupId).then((l) => live && setList(l), () => live && setList([]));
    return () => {
      live = false;
    };
  }, [groupId]);
  if (!list) return <p className={styles.muted}>正在加载…</p>;
  if (!list.length) return <p className={styles.muted}>还没有比赛过。{teacher ? '点「开一场班级比赛」试试！' : ''}</p>;
  return (
    <ul className={styles.list} data-testid="race-list">
      {list.map((r) => (
        <li key={r.id} className={styles.race} data-testid="race-list-item" data-state={r.state}>
          <details>
            <summary className={styles.head}>
              <span className={styles.when}>{when.format(new Date(r.createdAt))}</span>
              <strong className={styles.title}>{r.title}</strong>
              <span className={styles.meta}>
                {r.racerCount} 人{r.state === 'ended' ? (r.endReason === 'timeout' ? ' · ⏰ 时间到' : '') : ` · ${STATE_TEXT[r.state]}`}
              </span>
              <span className={styles.podium}>
                {r.podium.map((p) => (
                  <span key={p.place} className={styles.medal}>
                    {MEDAL[p.place - 1]} {p.roleName} <small>{Math.round(p.cpm)} 字/分</small>
                  </span>
                ))}
              </span>
            </summary>
            {r.results.length > 0 && (
              <div className={styles.wrap}>
                <table className={styles.table}>
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
                    {r.results.map((x) => (
                      <ResultRow key={x.roleId} r={x} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Link className={`btn btn-sky ${styles.open}`} href={teacher ? `/race/screen/${r.id}` : r.state === 'ended' ? `/race/play/${r.id}` : `/race/join/${r.code}`} data-testid="race-list-open">
              {r.state === 'ended' ? '打开这场比赛' : '进入比赛'}
            </Link>
          </details>
        </li>
      ))}
    </ul>
  );
}
