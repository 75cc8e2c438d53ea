import { Messages } from '../../contract/envelope';
import { lessonApi } from '../api/course';
import { openDialog } from '../state/dialogs';
import { ChapterStones } from '../ui/course/ChapterStones';
import { CourseLoading, CoursePageFrame } from '../ui/course/CoursePageFrame';
import { LoginHint } from '../ui/course/LoginHint';
import { useCourseData } from '../ui/course/useCourseData';
import styles from './LessonPage.module.css';

/** /lesson/:sectionId/:lessonId: the lesson's chapters as stepping stones with their stars. */
export default function LessonPage({ params }: { params: { sectionId: string; lessonId: string } }) {
  const { sectionId, lessonId } = params;
  const { data, failed, student } = useCourseData(() => lessonApi(sectionId, lessonId), `${sectionId}/${lessonId}`);
  if (!data)
    return (
      <CoursePageFrame title="课程">
        <CourseLoading failed={failed} notFound="没有找到这一课" />
      </CoursePageFrame>
    );
  const stars = data.chapters.reduce((n, c) => n + c.stars, 0);
  return (
    <CoursePageFrame
      color={data.color}
     
      eyebrow={`${data.courseName} · ${data.sectionName}`}
      title={data.name}
      aside={student ? <span>★ {stars}/{data.chapters.length * 3}</span> : undefined}
    >
      {!student && <LoginHint redirect={`/lesson/${sectionId}/${lessonId}`} />}
      {data.locked && (
        <div className={styles.locked}>
          <span aria-hidden="true">🔒</span>
          <p>这一课是会员课程，开通会员就能开始练习啦！</p>
          <button type="button" className="btn btn-vip" onClick={() => openDialog('vip')}>
            {Messages.vipCta}
          </button>
        </div>
      )}
      <ChapterStones sectionId={sectionId} lessonId={lessonId} chapters={data.chapters} locked={data.locked} showProgress={student} />
    </CoursePageFrame>
  );
}
