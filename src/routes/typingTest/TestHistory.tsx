import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { GRADE_LADDER, TEST_KINDS, TEST_KIND_LABELS, type TestKind, type TestResult } from '../../../contract/typingTest';
import { testHistoryApi } from '../../api/typingTest';
import { chinaMonthDayTime } from '../../ui/chinaTime';
import styles from './TypingTest.module.css';


/** /report's 打字测试 section: the best grade per language and every test handed in, newest first. */
export function TestHistory() {
  const [history, setHistory] = useState<{ tests: TestResult[]; best: Record<TestKind, number> } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    testHistoryApi()
      .then((h) => live && setHistory(h))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="card" data-testid="test-history">
      <h2>打字测试记录</h2>
      {history && (
        <ul className={styles.historyBest}>
          {TEST_KINDS.map((k) => (
            <li key={k}>
              {TEST_KIND_LABELS[k]}：{history.best[k] > 0 ? GRADE_LADDER[k][history.best[k] - 1]!.name : '未定级'}
            </li>
          ))}
        </ul>
      )}
      {history && history.tests.length === 0 && (
        <p className={styles.muted}>
          还没有参加过打字测试。<Link href="/typing-test">去测一测</Link>，看看你能考到几级！
        </p>
      )}
      {history && history.tests.length > 0 && (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">测试</th>
              <th scope="col">等级</th>
              <th scope="col">速度</th>
              <th scope="col">正确率</th>
            </tr>
          </thead>
          <tbody>
            {history.tests.map((r) => (
              <tr key={r.testId} data-testid="test-history-row">
                <td>{chinaMonthDayTime(r.finishedAt)}</td>
                <td>
                  <Link href={`/typing-test/${r.testId}`}>
                    {TEST_KIND_LABELS[r.kind]} {r.minutes}分钟
                  </Link>
                </td>
                <td>
                  <b>{r.gradeName}</b>
                </td>
                <td>
                  {r.figures.cpm} {r.kind === 'english' ? '字/分' : '汉字/分'}
                </td>
                <td>{r.figures.accuracy}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!history && <p className={styles.muted}>{failed ? '测试记录暂时打不开，稍后再来看。' : '正在加载…'}</p>}
    </section>
  );
}
