import { useEffect, useState } from 'react';
import type { ClassLesson } from '../../../contract/classLessons';
import type { RaceKind } from '../../../contract/race';
import { classLessonsApi } from '../../api/classLessons';
import { Spinner } from '../../ui/Spinner';
import styles from '../race/RaceSetup.module.css';

/**
 * 老师的课 as a race's text (race setup): the class's lessons of the chosen kind. A lesson chosen
 * before it is listed (/race/new?lesson=) sets the kind to its own.
 */
export function RaceLessonPick({ groupId, kind, lessonId, onPick, onKind }: { groupId: string; kind: RaceKind; lessonId: string | null; onPick(id: string): void; onKind(kind: RaceKind): void }) {
  const [lessons, setLessons] = useState<ClassLesson[] | null>(null);
  useEffect(() => {
    if (!groupId) return;
    let live = true;
    setLessons(null);
    classLessonsApi(groupId).then((l) => {
      if (!live) return;
      setLessons(l);
      const chosen = l.find((x) => x.id === lessonId);
      if (chosen && chosen.kind !== kind) onKind(chosen.kind);
    }, () => live && setLessons([]));
    return () => void (live = false);
    // the list is the class's; the kind only filters it
  }, [groupId]);
  if (!lessons) return <Spinner label="正在找老师的课…" />;
  const mine = lessons.filter((l) => l.kind === kind);
  if (!mine.length) return <p className={styles.muted}>这个班还没有这种文字的课（在班级页「🍎 老师的课」里新建）。</p>;
  return (
    <ul className={styles.sources}>
      {mine.map((l) => (
        <li key={l.id}>
          <button type="button" className={l.id === lessonId ? styles.sourceOn : styles.source} aria-pressed={l.id === lessonId} onClick={() => onPick(l.id)} data-testid="race-lesson">
            <strong>{l.title}</strong>
            <small>{l.preview}… （{l.length} 个）</small>
          </button>
        </li>
      ))}
    </ul>
  );
}
