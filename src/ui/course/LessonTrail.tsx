import { useLocation } from 'wouter';
import type { LessonSummary } from '../../../contract/course';
import { Stars } from '../Stars';
import styles from './LessonTrail.module.css';

interface LessonTrailProps {
  sectionId: string;
  lessons: readonly LessonSummary[];
  showProgress: boolean;
}

/** The lessons of a section as a winding path: a numbered stop on the trail, a card beside it. */
export function LessonTrail({ sectionId, lessons, showProgress }: LessonTrailProps) {
  const [, navigate] = useLocation();
  // the first lesson with stars still to win is where the child is
  const here = showProgress ? lessons.findIndex((l) => l.starsEarned === 0) : -1;
  return (
    <ol className={styles.trail}>
      {lessons.map((l, i) => {
        const done = l.starsEarned > 0;
        return (
          <li key={l.id} className={`${styles.stop} ${i % 2 ? styles.right : styles.left}`}>
            <span className={`${styles.node} ${done ? styles.done : ''} ${i === here ? styles.here : ''}`} aria-hidden="true">
              {i + 1}
            </span>
            <button type="button" className={styles.card} onClick={() => navigate(`/lesson/${sectionId}/${l.id}`)}>
              <span className={styles.name}>{l.name}</span>
              <span className={styles.meta}>{l.chapterCount} 章</span>
              {showProgress && (
                <span className={styles.stars}>
                  <Stars value={l.starsEarned > 0 ? 1 : 0} max={1} size="s" /> {l.starsEarned}/{l.starsTotal}
                </span>
              )}
              {i === here && <span className={styles.badge}>从这里开始</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
