import { useEffect, useState } from 'react';
import { changeLabel, type BoardRow } from '../../../contract/account';
import { MEDALS } from '../../../contract/certificates';
import { groupBoardApi } from '../../api/groups';
import { MedalIcons } from '../certificates/MedalShelf';
import { Avatar } from '../../ui/Avatar';
import { MyWeek } from './MyWeek';
import styles from './GroupPage.module.css';

/** 本周之星: the class board of the week, ranked by improvement, days practised and streak. */
export function WeekBoard({ groupId, refresh = 0, title }: { groupId: string; refresh?: number; title?: string }) {
  const [rows, setRows] = useState<BoardRow[] | null>(null);
  useEffect(() => {
    groupBoardApi(groupId).then(setRows).catch(() => setRows([]));
  }, [groupId, refresh]);
  if (!rows) return <p className={styles.muted}>正在加载…</p>;
  if (!rows.length) return <p className={styles.muted}>班级里还没有同学。</p>;
  const mine = rows.find((r) => r.mine && r.week);
  return (
    <div>
      {mine?.week && (
        <>
          <h3 className={styles.subTitle}>我这周</h3>
          <MyWeek row={mine} week={mine.week} />
        </>
      )}
      {title && <h3>{title}</h3>}
      <p className={styles.muted}>比的是进步和坚持：速度、正确率和上周比变了多少（持平就是没变），这周练了几天（做章节、玩游戏都算），连续签到几天。</p>
      <ol className={styles.board} data-testid="week-board">
        {rows.map((r) => (
          <li key={r.roleId} className={[r.rank <= 3 ? styles[`top${r.rank}`] : '', r.mine ? styles.mineRow : ''].join(' ')} data-mine={r.mine || undefined}>
            <span className={styles.rank}>{r.rank}</span>
            <Avatar file={r.avatar} name={r.roleName} size={40} />
            <strong className={styles.name}>
              {r.roleName} <MedalIcons ids={r.medals ?? []} all={MEDALS} />
            </strong>
            <span className={styles.stat}>速度 {changeLabel(r.cpmGain, '字/分', r)}</span>
            <span className={styles.stat}>正确率 {changeLabel(r.accuracyGain, '%', r)}</span>
            <span className={styles.stat}>练了 {r.days} 天</span>
            <span className={styles.stat}>连签 {r.streak} 天</span>
            <b className={styles.score}>{r.score} 分</b>
          </li>
        ))}
      </ol>
    </div>
  );
}
