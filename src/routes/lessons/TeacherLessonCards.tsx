import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { ClassLesson } from '../../../contract/classLessons';
import { TEXT_KINDS } from '../../../engines/registry';
import { myLessonsApi } from '../../api/classLessons';
import { isStudent, session } from '../../state/session';
import { Stars } from '../../ui/Stars';
import { keepKeys } from '../../ui/keepKeys';
import styles from './Lessons.module.css';

const ICONS: Record<ClassLesson['kind'], string> = { english: '🔤', pinyin: '🅿️', hanzi: '🀄', numbers: '🔢' };

/** 老师的课 on a child's course page: the lessons of the child's classes, beside the courses. Nothing when none. */
export function TeacherLessonCards() {
  const snap = useSnapshot(session);
  const student = isStudent(snap);
  const [list, setList] = useState<ClassLesson[] | null>(null);
  useEffect(() => {
    if (!student) return;
    let live = true;
    myLessonsApi().then((l) => live && setList(l), () => live && setList([]));
    return () => void (live = false);
  }, [student, snap.role?.id]);
  if (!student || !list?.length) return null;
  return (
    <section className={styles.shelf} aria-labelledby="teacher-lessons" data-testid="teacher-lessons">
      <h2 id="teacher-lessons" className={styles.shelfTitle}>
        🍎 老师的课 <span className={styles.count}>{list.length} 课</span>
      </h2>
      <ul className={styles.cards}>
        {list.map((l) => (
          <li key={l.id}>
            <Link href={`/class-lesson/${encodeURIComponent(l.id)}`} className={styles.card} data-testid="teacher-lesson-card" data-kind={l.kind}>
              <span className={styles.icon} aria-hidden="true">{ICONS[l.kind]}</span>
              <strong className={styles.cardTitle}>{keepKeys(l.title)}</strong>
              <span className={styles.cardMeta}>{TEXT_KINDS[l.kind].label} · {l.groupName}</span>
              <span className={styles.preview}>{keepKeys(l.preview)}…</span>
              <Stars value={l.stars} size="s" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
