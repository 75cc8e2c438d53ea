import { useEffect, useState } from 'react';
import type { BoardRow } from '../../../contract/account';
import { groupBoardApi } from '../../api/groups';
import { Avatar } from '../../ui/Avatar';
import styles from './GroupPage.module.css';

const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** 本周之星: the class board of the week, ranked by improvement, days practised and streak. */
export function WeekBoard({ groupId, refresh = 0 }: { groupId: string; refresh?: number }) {
  const [rows, setRows] = useState<BoardRow[] | null>(null);
  useEffect(() => {
    groupBoardApi(groupId).then(setRows).catch(() => setRows([]));
  }, [groupId, refresh]);
  if (!rows) return <p className={styles.muted}>正在加载…</p>;
  if (!rows.length) return <p className={styles.muted}>班级里还没有同学。</p>;
  return (
    <div>
      <p className={styles.muted}>比的是进步和坚持：比上周快了多少、准了多少，这周练了几天，连续签到几天。</p>
      <ol className={styles.board} data-testid="week-board">
        {rows.map((r) => (
          <li key={r.roleId} className={r.rank <= 3 ? styles[`top${r.rank}`] : undefined}>
            <span className={styles.rank}>{r.rank}</span>
            <Avatar file={r.avatar} name={r.roleName} size={40} />
            <strong className={styles.name}>{r.roleName}</strong>
            <span className={styles.stat}>速度 {sign(r.cpmGain)}</span>
            <span className={styles.stat}>正确率 {sign(r.accuracyGain)}</span>
            <span className={styles.stat}>练了 {r.days} 天</span>
            <span className={styles.stat}>连签 {r.streak} 天</span>
            <b className={styles.score}>{r.score} 分</b>
          </li>
        ))}
      </ol>
    </div>
  );
}
