import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { GRADE_LADDER, TEST_KINDS, TEST_KIND_LABELS, TEST_MINUTES, type TestKind, type TestMinutes } from '../../../contract/typingTest';
import { startTestApi, testHistoryApi } from '../../api/typingTest';
import { GradeLadder } from './GradeLadder';
import { keepPending } from './pendingTests';
import styles from './TypingTest.module.css';

const KIND_ICONS: Record<TestKind, string> = { english: '🔤', pinyin: '🅿️', hanzi: '✍️' };
const KIND_NOTES: Record<TestKind, string> = { english: '打英文句子', pinyin: '看汉字打拼音', hanzi: '用输入法打汉字' };

/** /typing-test: choose a language and a length, see the ladder, start a timed test on unseen text. */
export default function TypingTestPage() {
  const [, navigate] = useLocation();
  const [kind, setKind] = useState<TestKind>('english');
  const [minutes, setMinutes] = useState<TestMinutes>(1);
  const [best, setBest] = useState<Record<TestKind, number> | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let live = true;
    testHistoryApi()
      .then((h) => live && setBest(h.best))
      .catch(() => live && setBest({ english: 0, pinyin: 0, hanzi: 0 }));
    return () => {
      live = false;
    };
  }, []);

  const start = async () => {
    setStarting(true);
    try {
      const started = await startTestApi(kind, minutes);
      keepPending(started);
      // the address's query goes along (a test build's ?clock=manual)
      navigate(`/typing-test/${started.testId}${window.location.search}`);
    } catch {
      setStarting(false);
    }
  };

  const bestHere = best?.[kind] ?? 0;
  return (
    <div className={`page ${styles.choosePage}`}>
      <header className={styles.chooseHead}>
        <h1>⏱️ 打字测试</h1>
        <p>限时打一段没见过的文字，看看你能考到几级！速度和正确率都够了，就升一级。</p>
      </header>

      <section className="card" aria-labelledby="pick-kind">
        <h2 id="pick-kind">1. 选语言</h2>
        <div className={styles.choices} role="radiogroup" aria-labelledby="pick-kind">
          {TEST_KINDS.map((k) => (
            <button key={k} type="button" role="radio" aria-checked={k === kind} className={`${styles.choice} ${k === kind ? styles.chosen : ''}`} onClick={() => setKind(k)} data-testid={`test-kind-${k}`}>
              <span className={styles.choiceIcon} aria-hidden="true">
                {KIND_ICONS[k]}
              </span>
              <strong>{TEST_KIND_LABELS[k]}</strong>
              <span>{KIND_NOTES[k]}</span>
              <span className={styles.bestTag}>{best ? (best[k] > 0 ? `最好：${GRADE_LADDER[k][best[k] - 1]!.name}` : '还没有定级') : '…'}</span>
            </button>
          ))}
        </div>

        <h2 id="pick-minutes">2. 选时间</h2>
        <div className={styles.choices} role="radiogroup" aria-labelledby="pick-minutes">
          {TEST_MINUTES.map((m) => (
            <button key={m} type="button" role="radio" aria-checked={m === minutes} className={`${styles.choice} ${styles.minutes} ${m === minutes ? styles.chosen : ''}`} onClick={() => setMinutes(m)} data-testid={`test-minutes-${m}`}>
              <strong>{m} 分钟</strong>
            </button>
          ))}
        </div>

        <div className={styles.actions}>
          <button type="button" className="btn btn-big btn-grass" onClick={start} disabled={starting} data-testid="test-start">
            {starting ? '正在准备…' : `开始${TEST_KIND_LABELS[kind]}测试`}
          </button>
          <Link href="/report">看我的测试记录</Link>
        </div>
        <p className={styles.muted}>每次测试都是新的文字；开始后不能暂停，时间到自动交卷。</p>
      </section>

      <section className="card">
        <h2>{TEST_KIND_LABELS[kind]}等级表</h2>
        <GradeLadder kind={kind} grade={bestHere} best={bestHere} />
      </section>
    </div>
  );
}
