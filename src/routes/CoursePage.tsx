import { courseListApi } from '../api/course';
import { CourseLoading, CoursePageFrame } from '../ui/course/CoursePageFrame';
import { CourseTrail } from '../ui/course/CourseTrail';
import { LoginHint } from '../ui/course/LoginHint';
import { ResumeCard } from '../ui/course/ResumeCard';
import { useCourseData } from '../ui/course/useCourseData';
import { MyHomework } from './homework/MyHomework';
import { TestEntryCard } from './typingTest/TestEntryCard';
import { TeacherLessonCards } from './lessons/TeacherLessonCards';

/** /course: 继续学习 at the top, the homework and 老师的课 (the class's own lessons), then every course with its sections as a path of stepping stones. */
export default function CoursePage() {
  const { data, failed, student } = useCourseData(courseListApi, 'list');
  return (
    <CoursePageFrame color="#7c5cff" title="打字课程" eyebrow="⌨️ 小键盘侠的学习地图" lead="一站一站往前走，每完成一章都能赢星星！">
      {!data ? (
        <CourseLoading failed={failed} />
      ) : (
        <>
          {student && data.resume && <ResumeCard resume={data.resume} courses={data.courses} />}
          <MyHomework />
          <TeacherLessonCards />
          {student && <TestEntryCard />}
          {!student && <LoginHint redirect="/course" />}
          {data.courses.map((c) => (
            <CourseTrail key={c.id} course={c} showProgress={student} />
          ))}
        </>
      )}
    </CoursePageFrame>
  );
}
