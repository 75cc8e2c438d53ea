import { useCallback, useRef, useState } from 'react';
import type { Activity } from '../../../contract/levels';
import type { EngineResult } from '../../../engines/core/types';
import { loadChapterKit, useLoaded } from '../../host/useLoaded';
import { ChapterStage, type StageHandle } from '../chapter/ChapterStage';
import styles from './Lessons.module.css';

const noop = () => undefined;

/**
 * 试打一遍 with the activity as it now is (the readings corrected): a new activity replaces the stage
 * in the same render. A scrambled keyboard was once reported for that; tests/e2e/classLessons.test.ts
 * compares the replaced stage's drawn keyboard with the first one and finds them the same.
 */
export function LessonTryout({ activity }: { activity: Activity }) {
  return <TryoutStage key={JSON.stringify(activity)} activity={activity} />;
}

/** 试打一遍: the teacher types the previewed lesson on the children's own stage (nothing is saved). */
function TryoutStage({ activity }: { activity: Activity }) {
  const { value: loaded, failure } = useLoaded(activity.render_engine, loadChapterKit);
  const [done, setDone] = useState<EngineResult | null>(null);
  const stage = useRef<StageHandle>(null);
  const onFinished = useCallback((r: EngineResult) => setDone(r), []);
  if (failure) return <p className={styles.problem}>{failure}</p>;
  if (!loaded) return <p className={styles.note}>正在准备试打…</p>;
  return (
    <div className={styles.panel} data-testid="lesson-tryout">
      <div className={styles.row}>
        <h2>✍️ 试打一遍</h2>
        <span className={styles.note}>孩子们看到的就是这样；试打不记成绩。</span>
        <button type="button" className="btn btn-ghost" onClick={() => { setDone(null); stage.current?.restart(); }}>重新开始</button>
      </div>
      {done && (
        <p className={styles.label} data-testid="lesson-tryout-done">
          🎉 打完了：{Math.round(done.cpm)} 字/分，正确率 {Math.round(done.accuracy * 10) / 10}%
        </p>
      )}
      <div className={styles.tryout}>
        <ChapterStage ref={stage} definition={loaded.definition} kit={loaded.kit} activity={activity} unit="字/分" onEmitted={noop} onFinished={onFinished} blocked={false} />
      </div>
    </div>
  );
}
