import { useLocation } from 'wouter';
import type { ChapterSummary } from '../../../contract/course';
import { toast } from '../../state/toasts';
import { Stars } from '../Stars';
import { askForVip } from './askForVip';
import { engineLabel } from './engineLabel';
import styles from './ChapterStones.module.css';

interface ChapterStonesProps {
  sectionId: string;
  lessonId: string;
  chapters: readonly ChapterSummary[];
  locked: boolean;
  showProgress: boolean;
}

/**
 * The chapters of a lesson as big stepping stones with their stars. Opening one goes to the
 * chapter page (the app's guard sends a signed-out visitor to log in first); a locked one opens the VIP dialog.
 */
export function ChapterStones({ sectionId, lessonId, chapters, locked, showProgress }: ChapterStonesProps) {
  const [, navigate] = useLocation();
  const here = showProgress && !locked ? chapters.findIndex((c) => c.stars === 0 && !c.classLock) : -1;
  // a chapter the child's class keeps closed says why (the server refuses it anyway)
  const open = (c: ChapterSummary) => (locked ? askForVip() : c.classLock ? toast.info(c.classLock, 5000) : navigate(`/chapter/${sectionId}/${lessonId}/${c.id}`));
  return (
    <ol className={styles.stones}>
      {chapters.map((c, i) => {
        const kind = engineLabel(c.render_engine);
        return (
          <li key={c.id} className={styles.item}>
            <button type="button" className={`${styles.stone} ${i === here ? styles.here : ''} ${c.stars > 0 ? styles.done : ''}`} onClick={() => open(c)}>
              <span className={`${styles.num} ${locked || c.classLock ? styles.lockedNum : ''}`} aria-hidden="true">{locked || c.classLock ? '🔒' : i + 1}</span>
              <span className={`${styles.kind} ${styles[kind.tone] ?? ''}`}>
                <span aria-hidden="true">{kind.icon}</span> {kind.label}
              </span>
              <span className={styles.name}>{c.name}</span>
              {showProgress && <Stars value={c.stars} size="m" />}
              {c.classLock && <span className={styles.classLock} data-testid="class-lock">{c.classLock}</span>}
              {i === here && <span className={styles.badge}>从这里开始</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
