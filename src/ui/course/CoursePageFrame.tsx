import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../Spinner';
import styles from './CoursePageFrame.module.css';

interface FrameProps {
  /** the course's accent colour */
  color?: string;
  back?: { to: string; label: string };
  /** small line above the title: course icon and name */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** right of the title: progress, stars */
  aside?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the course, section and lesson pages: back button, coloured title band, content. Grows on a projector. */
export function CoursePageFrame({ color = '#ff7a2f', back, eyebrow, title, aside, lead, children }: FrameProps) {
  return (
    <div className={styles.page} style={{ '--accent': color } as CSSProperties}>
      {back && (
        <Link to={back.to} className={`btn btn-ghost ${styles.back}`}>
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      <header className={styles.head}>
        <div className={styles.titles}>
          {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </header>
      {children}
    </div>
  );
}

/** Loading, or a kind word when loading failed (the request already showed the error toast). */
export function CourseLoading({ failed, notFound }: { failed: boolean; notFound?: string }) {
  if (!failed) return <Spinner label="正在打开课程…" />;
  return (
    <div className={styles.failed}>
      <div className={styles.failedIcon} aria-hidden="true">🧭</div>
      <p>{notFound ?? '课程没有打开，请稍后再试'}</p>
      <Link to="/course" className="btn btn-big">回到课程</Link>
    </div>
  );
}
