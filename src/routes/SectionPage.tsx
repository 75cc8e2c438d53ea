import { sectionApi } from '../api/course';
import { CourseLoading, CoursePageFrame } from '../ui/course/CoursePageFrame';
import { LessonTrail } from '../ui/course/LessonTrail';
import { LoginHint } from '../ui/course/LoginHint';
import { ProgressBar } from '../ui/course/ProgressBar';
import { useCourseData } from '../ui/course/useCourseData';
import { VipLockNote } from '../ui/course/VipLockNote';
import styles from './SectionPage.module.css';

/** /section/:sectionId: the section's lessons along a trail, with the stars won in each. */
export default function SectionPage({ params }: { params: { sectionId: string } }) {
  const { sectionId } = params;
  const { data, failed, student } = useCourseData(() => sectionApi(sectionId), sectionId);
  if (!data)
    return (
      <CoursePageFrame title="课程单元">
        <CourseLoading failed={failed} notFound="没有找到这个单元" />
      </CoursePageFrame>
    );
  const stars = data.lessons.reduce((n, l) => n + l.starsEarned, 0);
  const total = data.lessons.reduce((n, l) => n + l.starsTotal, 0);
  return (
    <CoursePageFrame
      color={data.color}
     
      eyebrow={data.courseName}
      title={data.name}
      lead={data.description}
      aside={student ? <span>★ {stars}/{total}</span> : undefined}
    >
      {!student && <LoginHint redirect={`/section/${sectionId}`} />}
      {data.locked && <VipLockNote pitch="这个单元是会员课程，可以先看看有哪些课。" />}
      {student && !data.locked && (
        <div className={styles.progress}>
          <ProgressBar done={data.chaptersDone} total={data.chapterCount} />
        </div>
      )}
      <LessonTrail sectionId={sectionId} lessons={data.lessons} showProgress={student} />
    </CoursePageFrame>
  );
}
