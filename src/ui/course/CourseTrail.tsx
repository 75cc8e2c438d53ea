import type { CSSProperties } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Messages } from '../../../contract/envelope';
import { isCardAccount, session } from '../../state/session';
import { toast } from '../../state/toasts';
import type { CourseSummary, SectionSummary } from '../../../contract/course';
import { askForVip } from './askForVip';
import { ProgressBar } from './ProgressBar';
import styles from './CourseTrail.module.css';

/** One course as a coloured card whose sections are stepping stones along a path. */
export function CourseTrail({ course, showProgress }: { course: CourseSummary; showProgress: boolean }) {
  const done = course.sections.reduce((n, s) => n + s.chaptersDone, 0);
  const total = course.sections.reduce((n, s) => n + s.chapterCount, 0);
  return (
    <section className={styles.course} style={{ '--accent': course.color } as CSSProperties} aria-labelledby={`course-${course.id}`}>
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">{course.icon}</span>
        <div className={styles.titles}>
          <h2 id={`course-${course.id}`} className={styles.name}>{course.name}</h2>
          <p className={styles.desc}>{course.description}</p>
        </div>
        {showProgress && <div className={styles.total}><ProgressBar done={done} total={total} /></div>}
      </header>
      <ol className={styles.path}>
        {course.sections.map((s, i) => (
          <SectionStone key={s.id} section={s} n={i + 1} showProgress={showProgress} />
        ))}
      </ol>
    </section>
  );
}

function SectionStone({ section, n, showProgress }: { section: SectionSummary; n: number; showProgress: boolean }) {
  const [, navigate] = useLocation();
  const atHome = isCardAccount(useSnapshot(session));
  const complete = section.chapterCount > 0 && section.chaptersDone >= section.chapterCount;
  const open = () => (section.locked ? askForVip() : section.classLock ? toast.info(section.classLock, 5000) : navigate(`/section/${section.id}`));
  return (
    <li className={styles.step}>
      <button type="button" className={`${styles.stone} ${section.locked ? styles.locked : ''} ${complete ? styles.complete : ''}`} onClick={open}>
        <span className={styles.num} aria-hidden="true">{complete ? '✓' : n}</span>
        {section.locked && <span className={styles.lock}>🔒 会员</span>}
        {section.vip && !section.locked && <span className={styles.crown}>👑 会员</span>}
        <span className={styles.sectionName}>{section.name}</span>
        <span className={styles.meta}>{section.lessonCount} 课 · {section.chapterCount} 章</span>
        {showProgress && !section.locked && <ProgressBar done={section.chaptersDone} total={section.chapterCount} />}
        {section.locked && (atHome ? <span className={styles.atHome} data-testid="vip-at-home">{Messages.vipAtHome.split(/(?<=：)/).map((part) => <span key={part}>{part}</span>)}</span> : <span className={styles.unlock}>{Messages.vipCta}</span>)}
        {section.classLock && <span className={styles.meta} data-testid="class-lock">🔒 {section.classLock}</span>}
      </button>
    </li>
  );
}
