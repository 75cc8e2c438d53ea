import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { TEST_KIND_LABELS, type TestResult, type TestStart } from '../../../contract/typingTest';
import type { LiveStats } from '../../../engines/core/types';
import type { KeyLogEntry } from '../../../engines/core/keyLog';
import { loadChapterRules, loadTypingTest } from '../../../engines/registry';
import { loadChapterKit, useLoaded, type ChapterKit } from '../../host/useLoaded';
import { submitTestApi } from '../../api/typingTest';
import { isRefusal } from '../../api/http';
import { ChapterStage, type StageHandle } from '../chapter/ChapterStage';
import { TimeLeft, type TimeLeftHandle } from './TimeLeft';
import { forgetPending } from './pendingTests';
import { TestResultCard } from './TestResultCard';
import { typingTestClock } from './typingTestClock';
import chapterStyles from '../chapter/ChapterPage.module.css';
import styles from './TypingTest.module.css';

type TestModule = Awaited<ReturnType<typeof loadTypingTest>>;
type Drop<F> = F extends (rules: never, ...rest: infer A) => infer R ? (...rest: A) => R : never;
type Tools = ChapterKit & { figures: Drop<TestModule['testFigures']>; speed: Drop<TestModule['liveTestSpeed']> };

/** the engine, the kit and the test's own figures with the engine's rules (the server's function: the page's claim) */
const loadTools = (engine: string): Promise<Tools> =>
  Promise.all([loadChapterKit(engine), loadTypingTest(), loadChapterRules(engine)]).then(([chapter, m, rules]) => ({
    ...chapter,
    figures: (...a) => m.testFigures(rules, ...a),
    speed: (...a) => m.liveTestSpeed(rules, ...a),
  }));
type Sending = { state: 'sending' } | { state: 'failed'; message: string } | { state: 'done'; result: TestResult };

/**
 * A typing test being sat: the activity on ChapterStage with a big countdown from the first key.
 * At the end (time up, or the text done) input stops, the page computes its figures from its own
 * log with the server's function (its claim) and hands the log in; the server's answer is shown.
 */
export function TestRun({ start }: { start: TestStart }) {
  const activity = start.activity;
  const { value: tools, failure } = useLoaded(activity.render_engine, loadTools);
  const [sending, setSending] = useState<Sending | null>(null);
  const clock = useMemo(() => typingTestClock(), []);
  const countdown = useRef<TimeLeftHandle>(null);
  const log = useRef<KeyLogEntry[]>([]);
  const ended = useRef(false);
  const body = useRef<Parameters<typeof submitTestApi>[0] | null>(null);
  const stage = useRef<StageHandle>(null);
  /** the test clock's time at the first key */
  const origin = useRef<number | null>(null);


  const send = useCallback(() => {
    if (!body.current) return;
    setSending({ state: 'sending' });
    submitTestApi(body.current)
      .then((result) => {
        forgetPending(start.testId);
        setSending({ state: 'done', result });
      })
      .catch((e: unknown) => setSending({ state: 'failed', message: isRefusal(e) ? e.message : '网络连接失败，成绩还没有交上去' }));
  }, [start.testId]);

  const end = useCallback(() => {
    if (ended.current || !tools) return;
    ended.current = true;
    const kept = log.current.filter(([ms]) => ms <= start.durationMs);
    const f = tools.figures(activity, kept, start.durationMs);
    body.current = { testId: start.testId, log: kept, cpm: f.cpm, accuracy: f.accuracy };
    send();
  }, [tools, activity, start, send]);

  const onLogged = useCallback(
    (entry: KeyLogEntry) => {
      if (ended.current) return;
      // the test's time runs from its first key, as the log's does
      if (log.current.length === 0) {
        origin.current = clock.now();
        countdown.current?.start(origin.current);
      }
      log.current.push(entry);
    },
    [clock],
  );

  // the HUD's speed is the test's: typed so far over the test's time, falling while the child waits
  const hudStats = useCallback(
    (s: LiveStats): LiveStats => (tools && origin.current !== null ? { ...s, cpm: tools.speed(activity, s, clock.now() - origin.current) } : s),
    [tools, activity, clock],
  );
  useEffect(() => clock.onTick(() => stage.current?.refreshHud()), [clock]);

  if (failure)
    return (
      <div className={chapterStyles.failure}>
        <div className="card">
          <h2>测试打不开</h2>
          <p>{failure}</p>
          <Link className="btn" href="/typing-test">
            返回打字测试
          </Link>
        </div>
      </div>
    );
  if (!tools) return <div className={chapterStyles.loading}>正在准备测试…</div>;
  if (sending?.state === 'done')
    return (
      <div className={`page ${styles.resultPage}`}>
        <TestResultCard result={sending.result} />
      </div>
    );
  return (
    <div className={chapterStyles.page} data-engine={tools.definition.name} data-testid="test-run">
      <header className={styles.runHead}>
        <Link className="btn btn-ghost" href="/typing-test" aria-label="离开测试">
          ← 离开
        </Link>
        <h1>
          {TEST_KIND_LABELS[start.kind]}打字测试 · {start.minutes} 分钟
        </h1>
        <TimeLeft ref={countdown} clock={clock} durationMs={start.durationMs} onEnd={end} />
      </header>
      <ChapterStage ref={stage} hudStats={hudStats} definition={tools.definition} kit={tools.kit} activity={activity} unit={start.kind === 'english' ? '字/分' : '汉字/分'} onEmitted={() => {}} onFinished={end} onLogged={onLogged} blocked={sending !== null} />
      {sending && (
        <div className={styles.veil} role="status" data-testid="test-sending">
          <div className="card">
            {sending.state === 'sending' ? (
              <p className={styles.bigNote}>⏰ 时间到！正在交卷…</p>
            ) : (
              <>
                <p className={styles.bigNote}>{sending.message}</p>
                <button type="button" className="btn btn-big" onClick={send}>
                  再交一次
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
