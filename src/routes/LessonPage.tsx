import { lessonApi } from '../api/course';
import { ChapterStones } from '../ui/course/ChapterStones';
import { CourseLoading, CoursePageFrame } from '../ui/course/CoursePageFrame';
import { LoginHint } from '../ui/course/LoginHint';
import { useCourseData } from '../ui/course/useCourseData';
import { VipLockNote } from '../ui/course/VipLockNote';

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
      {data.locked && <VipLockNote pitch="这一课是会员课程，开通会员就能开始练习啦！" />}
      <ChapterStones sectionId={sectionId} lessonId={lessonId} chapters={data.chapters} locked={data.locked} showProgress={student} />
    </CoursePageFrame>
  );
}
