import { useCallback } from 'react';
import { Link } from 'wouter';
import type { ClassLesson } from '../../../contract/classLessons';
import type { ChapterRules } from '../../../contract/classSettings';
import type { ProgressBody } from '../../../contract/student';
import { loadChapterKit, useLoaded, type ChapterKit } from '../../host/useLoaded';
import { classLessonApi, postLessonProgressApi } from '../../api/classLessons';
import { StoredChapterRun } from '../chapter/StoredChapterRun';
import styles from '../chapter/ChapterPage.module.css';

const BACK = '/course';

const loadLesson = async (id: string): Promise<ChapterKit & { lesson: ClassLesson & { rules?: ChapterRules } }> => {
  const lesson = await classLessonApi(id);
  return { lesson, ...(await loadChapterKit(lesson.activity.render_engine)) };
};

/** /class-lesson/{id}: a lesson the class's teacher made (老师的课), typed as a chapter and scored by the server's replay. */
export default function ClassLessonPage({ params }: { params: { lessonId: string } }) {
  const { value: loaded, failure } = useLoaded(params.lessonId, loadLesson);
  const post = useCallback((body: ProgressBody) => postLessonProgressApi(params.lessonId, body), [params.lessonId]);

  if (failure)
    return (
      <div className={styles.failure}>
        <div className="card">
          <h2>这课打不开</h2>
          <p>{failure}</p>
          <Link className="btn" href={BACK}>
            返回课程
          </Link>
        </div>
      </div>
    );
  if (!loaded) return <div className={styles.loading}>正在准备老师的课…</div>;
  const { lesson } = loaded;
  return (
    <StoredChapterRun
      chapter={{ title: lesson.title, chapterId: lesson.chapterId, activity: lesson.activity, targets: lesson.targets, ...(lesson.rules ? { rules: lesson.rules } : {}) }}
      definition={loaded.definition}
      kit={loaded.kit}
      hint={`${lesson.groupName}的老师给你准备的课，看清楚再打，慢慢来！`}
      backHref={BACK}
      post={post}
    />
  );
}
