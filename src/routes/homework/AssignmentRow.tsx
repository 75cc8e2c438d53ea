import { Link } from 'wouter';
import { statusLabel, type MemberResult, type TeacherAssignment } from '../../../contract/homework';
import { BarText } from '../../ui/BarText';
import { Avatar } from '../../ui/Avatar';
import { Stars } from '../../ui/Stars';
import { keepKeys } from '../../ui/keepKeys';
import { chineseDay } from './dueText';
import { attemptsHref } from '../../api/replay';
import styles from './Homework.module.css';

/** One child on an assignment: the name, and done (with stars), below the bar (with the best so far), not yet, or locked. */
function Member({ m }: { m: MemberResult }) {
  const kind = m.locked && m.status !== 'done' ? 'locked' : m.status;
  return (
    <li className={`${styles.member} ${styles[`m_${kind}`]}`} data-testid="homework-member" data-status={kind}>
      <Avatar file={m.avatar} name={m.roleName} size={28} />
      <span className={styles.memberName}>{m.roleName}</span>
      <span className={styles.memberState}>
        {kind === 'locked' ? '🔒 不是会员' : kind === 'done' ? `✓ ${statusLabel.done}` : statusLabel[m.status]}
        {m.late && m.status === 'done' && ' · 迟交'}
      </span>
      {m.status === 'done' && <Stars value={m.stars} size="s" />}
      {m.status === 'tried' && <small className={styles.memberBest}>最好 {m.stars}★ · {m.accuracy}%</small>}
    </li>
  );
}

/** An assignment on the teacher's homework page: what, when, the bar, how full, and each child by name. */
export function AssignmentRow({ a, onRemove }: { a: TeacherAssignment; onRemove(): void }) {
  const pct = a.memberCount ? Math.round((a.doneCount / a.memberCount) * 100) : 0;
  // the class's tries of a chapter, each with ▶ 回放 (src/routes/replay/)
  const replays = a.kind !== 'game' ? attemptsHref(a.groupId, { chapterId: a.itemKey }) : null;
  return (
    <li className={styles.row} data-testid="homework-row">
      <span className={styles.rowKind} aria-hidden="true">{a.kind === 'game' ? '🎮' : '⌨️'}</span>
      <span className={styles.rowText}>
        <strong>{keepKeys(a.title)}</strong>
        <small>{a.where} · {chineseDay(a.dueDay)}截止{a.vip && ' · 🔒 会员'}</small>
        <small>🎯 <BarText bar={a.bar} /></small>
        {a.lockedCount > 0 && <small className={styles.vipNote}>{a.lockedCount} 位同学不是会员，打不开这一章</small>}
      </span>
      <span className={styles.fill} aria-label={`${a.doneCount}/${a.memberCount} 人完成`}>
        <span className={styles.fillBar}><span style={{ width: `${pct}%` }} /></span>
        <span className={styles.fillText} data-testid="homework-done">{a.doneCount}/{a.memberCount} 人完成</span>
      </span>
      {replays && <Link to={replays} className={`btn btn-sky ${styles.small}`} data-testid="homework-replays">▶ 回放</Link>}
      <button type="button" className={`btn btn-ghost ${styles.small}`} onClick={onRemove}>删除</button>
      {a.members.length > 0 && (
        <ul className={styles.members} aria-label={`「${a.title}」每位同学`}>
          {a.members.map((m) => <Member key={m.roleId} m={m} />)}
        </ul>
      )}
    </li>
  );
}
