import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { CLASS_LESSONS_MAX, LENGTH_UNITS, type ClassLesson } from '../../../contract/classLessons';
import { TEXT_KINDS } from '../../../engines/registry';
import { classLessonsApi, deleteLessonApi } from '../../api/classLessons';
import { keepKeys } from '../../ui/keepKeys';
import { NotYourClass } from '../homework/NotYourClass';
import { LessonEditor } from './LessonEditor';
import styles from './Lessons.module.css';

/** /group/{id}/lessons (teacher): 老师的课 of a class — the editor and the class's lessons, each to assign, race or delete. */
export default function ClassLessonsPage({ params }: { params: { groupId: string } }) {
  const { groupId } = params;
  const [list, setList] = useState<ClassLesson[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    classLessonsApi(groupId).then(setList, () => setFailed(true));
  }, [groupId]);
  useEffect(load, [load]);

  const remove = async (lesson: ClassLesson) => {
    if (!window.confirm(`删掉「${lesson.title}」？孩子们就看不到这课了（已经打过的成绩和回放会留着）。`)) return;
    try {
      await deleteLessonApi(lesson.id);
      setNotice(`已删掉「${lesson.title}」`);
      load();
    } catch (e) {
      setNotice(e instanceof Error ? e.message : '删不掉，请再试一次');
    }
  };

  if (failed) return <NotYourClass what="老师的课" />;
  return (
    <div className={styles.page}>
      <div className={styles.row}>
        <h1>🍎 老师的课</h1>
        <Link to="/group" className="btn btn-ghost">返回班级</Link>
      </div>
      <p className={styles.note}>粘贴这周的课文、一首诗、英文单词或一列数字，做成一课：班里的孩子在「打字课程」里就能看到，也可以布置成作业、拿来比赛。每个班最多 {CLASS_LESSONS_MAX} 课。</p>
      <LessonEditor groupId={groupId} onSaved={(l) => { setNotice(`「${l.title}」已保存，班里的孩子现在就能打了`); load(); }} />
      <section className={styles.panel} aria-labelledby="lesson-list">
        <h2 id="lesson-list">这个班的课 {list && <span className={styles.count}>{list.length} / {CLASS_LESSONS_MAX}</span>}</h2>
        {notice && <p className={styles.label} role="status" data-testid="lesson-notice">{notice}</p>}
        {list && !list.length && <p className={styles.note}>还没有课，先在上面新建一课吧。</p>}
        <ul className={styles.list}>
          {list?.map((l) => (
            <li key={l.id} className={styles.item} data-testid="class-lesson">
              <span className={styles.itemText}>
                <strong>{keepKeys(l.title)}</strong>
                <span className={styles.note}>{TEXT_KINDS[l.kind].label} · 要打 {l.length} {LENGTH_UNITS[l.kind]} · {l.createdAt.slice(0, 10)} · {keepKeys(l.preview)}…</span>
              </span>
              <Link to={`/group/${encodeURIComponent(groupId)}/homework`} className="btn btn-sky">📚 布置作业</Link>
              <Link to={`/race/new?class=${encodeURIComponent(groupId)}&lesson=${encodeURIComponent(l.id)}`} className="btn btn-grass">🏁 比赛</Link>
              <button type="button" className="btn btn-ghost" onClick={() => void remove(l)} data-testid="lesson-delete">🗑 删除</button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
