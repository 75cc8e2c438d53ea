import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { TestResult } from '../../../contract/typingTest';
import { testResultApi } from '../../api/typingTest';
import { pendingTest } from './pendingTests';
import { TestResultCard } from './TestResultCard';
import { TestRun } from './TestRun';
import styles from './TypingTest.module.css';

/**
 * /typing-test/:testId — the test this page just started is sat here; any other (a reload, a link
 * from /report) shows its stored result, or says it cannot be sat again.
 */
export default function TypingTestRunPage({ params }: { params: { testId: string } }) {
  const [start] = useState(() => pendingTest(params.testId));
  if (start) return <TestRun start={start} />;
  return <StoredResult testId={params.testId} />;
}

function StoredResult({ testId }: { testId: string }) {
  const [result, setResult] = useState<TestResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    testResultApi(testId)
      .then((r) => live && setResult(r))
      .catch((e: unknown) => live && setRefusal(e instanceof Error && /还没有交卷/.test(e.message) ? '这次测试已经开始过了，不能再打一次。重新开始一次新的测试吧！' : e instanceof Error ? e.message : '打不开这次测试'));
    return () => {
      live = false;
    };
  }, [testId]);
  return (
    <div className={`page ${styles.resultPage}`}>
      {result && <TestResultCard result={result} />}
      {refusal && (
        <div className="card" data-testid="test-gone">
          <h2 className={styles.bigNote}>{refusal}</h2>
          <Link className="btn btn-big" href="/typing-test">
            开始新的测试
          </Link>
        </div>
      )}
      {!result && !refusal && <p className={styles.muted}>正在加载…</p>}
    </div>
  );
}
