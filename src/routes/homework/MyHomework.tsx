import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import type { StudentAssignment } from '../../../contract/homework';
import { BarText } from '../../ui/BarText';
import { myHomeworkApi } from '../../api/homework';
import { isStudent, session } from '../../state/session';
import { askForVip } from '../../ui/course/askForVip';
import { Stars } from '../../ui/Stars';
import { keepKeys } from '../../ui/keepKeys';
import { chinaToday, dueText } from './dueText';
import styles from './MyHomework.module.css';

function Item({ a, today }: { a: StudentAssignment; today: string }) {
  const [, navigate] = useLocation();
  const done = a.status === 'done';
  const go = () => (a.locked ? askForVip() : navigate(a.link));
  const badge = done ? (a.late ? '✅ 已完成（迟交）' : '✅ 已完成') : a.overdue ? '⏰ 过期了，快补上' : a.status === 'tried' ? '💪 再试一次' : '📝 还没做';
  return (
    <li className={`${styles.item} ${done ? styles.done : a.overdue ? styles.overdue : ''}`} data-testid="my-homework-item" data-status={a.status}>
      <span className={styles.kind} aria-hidden="true">{a.kind === 'game' ? '🎮' : '⌨️'}</span>
      <span className={styles.text}>
        <strong className={styles.title}>{keepKeys(a.title)}</strong>
        <span className={styles.where}>{keepKeys(a.where)}{a.locked && ' · 🔒 会员'}</span>
        <span className={styles.bar} data-testid="my-homework-bar">
          🎯 <BarText bar={a.bar} />{a.kind === 'game' && !done && ' · 作业游戏不花积分'}
        </span>
        {a.status === 'tried' && <span className={styles.best}>最好一次：{a.stars} 颗星 · 正确率 {a.accuracy}%</span>}
        <span className={styles.meta}>
          {a.teacherName} · {a.groupName} · <span className={styles.due}>{dueText(a.dueDay, today)}</span>
        </span>
      </span>
      <span className={styles.state}>
        <span className={styles.badge}>{badge}</span>
        {done && <Stars value={a.stars} size="s" />}
      </span>
      <button type="button" className={`btn ${done ? 'btn-ghost' : a.locked ? 'btn-vip' : 'btn-grass'} ${styles.go}`} onClick={go}>
        {a.locked ? '开通会员' : done ? '再练一次' : '去完成'}
      </button>
    </li>
  );
}

/** 老师布置的作业 on a child's home and course pages: what the teachers set, and what is done. Nothing when none. */
export function MyHomework() {
  const snap = useSnapshot(session);
  const student = isStudent(snap);
  const [list, setList] = useState<StudentAssignment[] | null>(null);
  useEffect(() => {
    if (!student) return;
    let live = true;
    myHomeworkApi().then((l) => live && setList(l), () => live && setList([]));
    return () => void (live = false);
  }, [student, snap.role?.id]);
  if (!student || !list?.length) return null;
  const today = chinaToday();
  const left = list.filter((a) => a.status !== 'done').length;
  return (
    <section className={styles.card} aria-labelledby="my-homework" data-testid="my-homework">
      <h2 id="my-homework" className={styles.h2}>
        <span aria-hidden="true">📚</span> 老师布置的作业
        <span className={styles.count}>{left ? `还有 ${left} 项没完成` : '全部完成啦！🎉'}</span>
      </h2>
      <ul className={styles.list}>
        {list.map((a) => (
          <Item key={a.id} a={a} today={today} />
        ))}
      </ul>
    </section>
  );
}
