import { useCallback } from 'react';
import { Link } from 'wouter';
import type { ProgressBody } from '../../contract/student';
import type { WeakPractice } from '../../contract/weakKeys';
import { loadChapterKit, useLoaded, type ChapterKit } from '../host/useLoaded';
import { postWeakProgressApi, weakPracticeApi } from '../api/report';
import { StoredChapterRun } from './chapter/StoredChapterRun';
import styles from './chapter/ChapterPage.module.css';

const BACK = '/report';
const HINTS = {
  keys: '这一关专门练你最容易按错的键，慢一点，按准了再加速！',
  pinyin: '这一关的字都用到你最容易打错的声母和韵母，看清拼音再打，慢慢来！',
} as const;

/** the practice and its engine with the kit */
const loadPractice = async (id: string): Promise<ChapterKit & { practice: WeakPractice }> => {
  const practice = await weakPracticeApi(id);
  return { practice, ...(await loadChapterKit(practice.activity.render_engine)) };
};

/** /report/practice/{id}: a generated 练习薄弱键 or 练习薄弱拼音 chapter, played like a chapter and saved to its own progress route. */
export default function WeakPracticePage({ params }: { params: { practiceId: string } }) {
  const { value: loaded, failure } = useLoaded(params.practiceId, loadPractice);
  const practice = loaded?.practice ?? null;
  const post = useCallback((body: ProgressBody) => postWeakProgressApi(params.practiceId, body), [params.practiceId]);

  if (failure)
    return (
      <div className={styles.failure}>
        <div className="card">
          <h2>这个练习打不开</h2>
          <p>{failure}</p>
          <Link className="btn" href={BACK}>
            返回成绩报告
          </Link>
        </div>
      </div>
    );
  if (!practice || !loaded) return <div className={styles.loading}>正在准备练习…</div>;
  return (
    <StoredChapterRun
      chapter={{ title: practice.name, chapterId: practice.chapterId, activity: practice.activity, targets: practice.targets }}
      definition={loaded.definition}
      kit={loaded.kit}
      hint={HINTS[practice.kind]}
      backHref={BACK}
      post={post}
    />
  );
}
