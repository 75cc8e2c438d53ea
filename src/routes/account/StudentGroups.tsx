import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { RaceSummary } from '../../../contract/race';
import { raceActiveApi } from '../../api/race';
import type { StudyGroup } from '../../../contract/account';
import { groupListApi, leaveGroupApi } from '../../api/groups';
import { confirm } from '../../state/confirm';
import { toast } from '../../state/toasts';
import { Avatar } from '../../ui/Avatar';
import { WeekBoard } from './WeekBoard';
import { RaceList } from '../race/RaceList';
import styles from './GroupPage.module.css';

/** A student's classes: each with its teacher, the week board, and a way to leave. */
export function StudentGroups() {
  const [groups, setGroups] = useState<StudyGroup[] | null>(null);
  const load = useCallback(() => groupListApi().then(setGroups).catch(() => setGroups([])), []);
  useEffect(() => void load(), [load]);
  const leave = async (g: StudyGroup) => {
    if (!(await confirm({ title: '退出班级', message: `确定退出「${g.name}」吗？`, okText: '退出', danger: true }))) return;
    await leaveGroupApi(g.id);
    toast.success('已退出班级');
    load();
  };
  const [races, setRaces] = useState<RaceSummary[]>([]);
  useEffect(() => {
    raceActiveApi().then(setRaces, () => setRaces([]));
  }, []);
  if (!groups) return <p className={styles.muted}>正在加载…</p>;
  const raceCard = (
    <section className="card" data-testid="race-entry">
      <div className={styles.groupHead}>
        <h2 className={styles.groupTitle}>🏁 班级比赛</h2>
        <Link className="btn btn-grass" href="/race/join">
          输入比赛码加入
        </Link>
      </div>
      {races.map((r) => (
        <p key={r.id}>
          <strong>{r.groupName}</strong> 正在比赛：{r.title}{' '}
          <Link className={`btn btn-sky ${styles.small}`} href={`/race/join/${r.code}`}>
            马上加入
          </Link>
        </p>
      ))}
    </section>
  );
  if (!groups.length)
    return (
      <>
      {raceCard}
      <section className="card">
        <h2>我的班级</h2>
        <p className={styles.muted}>还没有加入班级。请老师发给你班级的邀请链接或二维码，打开就能加入。</p>
      </section>
      </>
    );
  return (
    <>
      {raceCard}
      {groups.map((g) => (
        <section key={g.id} className="card" data-testid="my-group">
          <div className={styles.groupHead}>
            <h2 className={styles.groupTitle}>{g.name}</h2>
            <span className={styles.who}>
              <Avatar file={g.teacherAvatar} name={g.teacherName} size={32} /> {g.teacherName} · {g.memberCount}位同学
            </span>
            <button type="button" className={`btn btn-ghost ${styles.small}`} onClick={() => leave(g)}>
              退出班级
            </button>
          </div>
          <WeekBoard groupId={g.id} title="本周之星" />
          <h3>🏁 班级比赛记录</h3>
          <RaceList groupId={g.id} teacher={false} />
        </section>
      ))}
    </>
  );
}
