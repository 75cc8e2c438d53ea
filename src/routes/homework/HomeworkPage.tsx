import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { StudyGroup } from '../../../contract/account';
import { HOMEWORK_MAX_DAYS_AHEAD, type HomeworkCatalog, type TeacherAssignment } from '../../../contract/homework';
import { groupInfoApi } from '../../api/groups';
import { assignHomeworkApi, homeworkCatalogApi, homeworkListApi, homeworkListApiQuiet, removeHomeworkApi } from '../../api/homework';
import { useLiveRefresh } from '../../ui/useLiveRefresh';
import { attemptsHref } from '../../api/replay';
import { confirm } from '../../state/confirm';
import { toast } from '../../state/toasts';
import { Spinner } from '../../ui/Spinner';
import { chinaToday, chineseDay } from './dueText';
import { HomeworkPicker, type Picked } from './HomeworkPicker';
import { NotYourClass } from './NotYourClass';
import styles from './Homework.module.css';

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

function AssignForm({ groupId, catalog, onAssigned }: { groupId: string; catalog: HomeworkCatalog; onAssigned(): void }) {
  const today = chinaToday();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [dueDay, setDueDay] = useState(addDays(today, 7));
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (!picked) return toast.info('请先选择要布置的章节或游戏');
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const res = await assignHomeworkApi(groupId, { ...picked.body, dueDay });
      if (res.notice) toast.info(res.notice);
      if (res.created) toast.success(`已布置「${res.assignment.title}」`);
      setPicked(null);
      onAssigned();
    } catch {
      // the message was shown by request()
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return (
    <div className={styles.assign}>
      <HomeworkPicker catalog={catalog} picked={picked} onPick={setPicked} />
      <div className={styles.assignBar}>
        <p className={styles.chosen} data-testid="homework-chosen">
          {picked ? <>已选：<strong>{picked.title}</strong></> : '还没有选择'}
          {picked?.vip && catalog.nonVipMembers > 0 && (
            <span className={styles.vipWarn} role="note">🔒 会员内容：班里有 {catalog.nonVipMembers} 位同学还不是会员，开通会员后才能完成</span>
          )}
        </p>
        <label className={styles.due}>
          截止日期
          <input type="date" value={dueDay} min={today} max={addDays(today, HOMEWORK_MAX_DAYS_AHEAD)} onChange={(e) => setDueDay(e.target.value)} aria-label="截止日期" />
          <span className={styles.dueText}>{dueDay ? chineseDay(dueDay) : '请选择'}</span>
        </label>
        <button type="button" className="btn btn-grass btn-big" disabled={sending} onClick={submit} data-testid="homework-assign">
          布置作业
        </button>
      </div>
    </div>
  );
}

function AssignmentRow({ a, onRemove }: { a: TeacherAssignment; onRemove(): void }) {
  // the class's tries of a chapter, each with ▶ 回放 (src/routes/replay/)
  const replays = a.kind === 'chapter' ? attemptsHref(a.groupId, { chapterId: a.itemKey }) : null;
  const pct = a.memberCount ? Math.round((a.doneCount / a.memberCount) * 100) : 0;
  return (
    <li className={styles.row} data-testid="homework-row">
      <span className={styles.rowKind} aria-hidden="true">{a.kind === 'game' ? '🎮' : '⌨️'}</span>
      <span className={styles.rowText}>
        <strong>{a.title}</strong>
        <small>{a.where} · {chineseDay(a.dueDay)}截止{a.vip && ' · 🔒 会员'}</small>
        {a.lockedCount > 0 && <small className={styles.vipNote}>{a.lockedCount} 位同学不是会员，打不开这一章</small>}
      </span>
      <span className={styles.fill} aria-label={`${a.doneCount}/${a.memberCount} 人完成`}>
        <span className={styles.fillBar}><span style={{ width: `${pct}%` }} /></span>
        <span className={styles.fillText} data-testid="homework-done">{a.doneCount}/{a.memberCount} 人完成</span>
      </span>
      {replays && <Link to={replays} className={`btn btn-sky ${styles.small}`} data-testid="homework-replays">▶ 回放</Link>}
      <button type="button" className={`btn btn-ghost ${styles.small}`} onClick={onRemove}>删除</button>
    </li>
  );
}

/** /group/:groupId/homework — the class teacher assigns chapters and game levels and watches them fill in. */
export default function HomeworkPage() {
  const { groupId = '' } = useParams<{ groupId: string }>();
  const [group, setGroup] = useState<StudyGroup | null>(null);
  const [catalog, setCatalog] = useState<HomeworkCatalog | null>(null);
  const [list, setList] = useState<TeacherAssignment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => homeworkListApi(groupId).then(setList, () => setFailed(true)), [groupId]);
  useEffect(() => {
    groupInfoApi(groupId).then(setGroup, () => setFailed(true));
    homeworkCatalogApi(groupId).then(setCatalog, () => setFailed(true));
    void load();
  }, [groupId, load]);
  // the list fills in as the children finish (a failed refresh keeps what is shown; the next one tries again)
  useLiveRefresh(useCallback(() => void homeworkListApiQuiet(groupId).then(setList, () => {}), [groupId]));
  const remove = async (a: TeacherAssignment) => {
    if (!(await confirm({ title: '删除作业', message: `确定删除「${a.title}」吗？同学们的练习记录会保留。`, okText: '删除', danger: true }))) return;
    await removeHomeworkApi(groupId, a.id);
    toast.success('已删除');
    void load();
  };
  if (failed) return <NotYourClass what="班级作业" />;
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.h1}>📚 {group?.name ?? '班级'} · 作业</h1>
        <nav className={styles.links}>
          <Link to={`/group/${encodeURIComponent(groupId)}/gradebook`} className="btn btn-sky">📊 成绩册</Link>
          <Link to={`/group?class=${encodeURIComponent(groupId)}`} className="btn btn-ghost">← 回到班级</Link>
        </nav>
      </header>
      <section className="card">
        <h2>布置新作业</h2>
        {catalog ? <AssignForm groupId={groupId} catalog={catalog} onAssigned={() => void load()} /> : <Spinner label="正在打开课程…" />}
      </section>
      <section className="card">
        <h2>已布置的作业</h2>
        {!list ? <Spinner label="正在加载…" /> : list.length === 0 ? <p className={styles.muted}>还没有布置作业。</p> : (
          <ul className={styles.rows}>
            {list.map((a) => <AssignmentRow key={a.id} a={a} onRemove={() => void remove(a)} />)}
          </ul>
        )}
      </section>
    </div>
  );
}
