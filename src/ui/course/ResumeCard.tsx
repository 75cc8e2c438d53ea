import { useLocation } from 'wouter';
import type { CourseSummary, ResumePoint } from '../../../contract/course';
import { askForVip } from './askForVip';
import styles from './ResumeCard.module.css';

interface ResumeCardProps {
  resume: ResumePoint;
  courses: readonly CourseSummary[];
}

/** The big 继续学习 card: one press takes the child to the chapter it was about to do. */
export function ResumeCard({ resume, courses }: ResumeCardProps) {
  const [, navigate] = useLocation();
  const course = courses.find((c) => c.id === resume.courseId);
  const section = course?.sections.find((s) => s.id === resume.sectionId);
  const go = () => {
    if (section?.locked) return askForVip();
    navigate(`/chapter/${resume.sectionId}/${resume.lessonId}/${resume.chapterId}`);
  };
  return (
    <button type="button" className={styles.card} style={{ background: course ? `linear-gradient(120deg, ${course.color}, #ffc928)` : undefined }} onClick={go}>
      <span className={styles.icon} aria-hidden="true">{course?.icon ?? '🚀'}</span>
      <span className={styles.text}>
        <span className={styles.label}>继续学习</span>
        <span className={styles.chapter}>{resume.chapterName}</span>
        <span className={styles.where}>
          {course?.name} · {section?.name}
          {section?.locked && ' · 🔒 会员'}
        </span>
      </span>
      <span className={styles.go} aria-hidden="true">▶</span>
    </button>
  );
}
