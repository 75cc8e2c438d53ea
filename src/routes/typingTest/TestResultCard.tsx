import { Link } from 'wouter';
import { GRADE_LADDER, TEST_KIND_LABELS, type SlowKey, type TestResult } from '../../../contract/typingTest';
import { GradeLadder } from './GradeLadder';
import { SpeedLine } from './SpeedLine';
import styles from './TypingTest.module.css';

/** How a key shows in the list of slow keys. */
const keyLabel = (key: string) => (key === ' ' ? '空格' : key === 'Enter' ? '回车' : key);

/** The result of a typing test: the grade badge, the figures, the speed line, the slow keys and the ladder. */
export function TestResultCard({ result }: { result: TestResult }) {
  const { figures: f, kind } = result;
  const unit = kind === 'english' ? '字/分' : '汉字/分';
  const next = GRADE_LADDER[kind][result.grade];
  return (
    <section className={`card ${styles.result}`} data-testid="test-result" data-grade={result.grade} aria-labelledby="test-result-title">
      <div className={styles.resultHead}>
        <div className={`${styles.badge} ${result.grade === 0 ? styles.badgeNone : ''}`} data-testid="test-grade">
          <span className={styles.badgeKind}>{TEST_KIND_LABELS[kind]}</span>
          <strong>{result.gradeName}</strong>
        </div>
        <div>
          <h2 id="test-result-title">{result.grade > 0 ? `恭喜！你考到了${TEST_KIND_LABELS[kind]}${result.gradeName}` : '这次还没有定级，多练练再来！'}</h2>
          <p className={styles.muted}>
            {result.minutes} 分钟测试 · 成绩由服务器按你的按键记录算出
            {result.bestGrade > result.grade && ` · 你的最好成绩是${GRADE_LADDER[kind][result.bestGrade - 1]!.name}`}
          </p>
          {result.certificateCode && (
            <p>
              <Link href={`/certificate/${result.certificateCode}`} className="btn btn-vip" data-testid="test-certificate">
                🏅 看我的{TEST_KIND_LABELS[kind]}{result.gradeName}奖状
              </Link>
            </p>
          )}
          {next && (
            <p className={styles.nextGoal} data-testid="next-goal">
              🎯 下一级 {next.name}：速度 {next.cpm} {unit}，正确率 {next.accuracy}%
            </p>
          )}
          {next && result.grade >= result.textTopGrade && (
            <p className={styles.muted} data-testid="text-top">
              这份试题最高能考到{GRADE_LADDER[kind][result.textTopGrade - 1]!.name}。下一次测试会换更难的文字，才能考更高的级。
            </p>
          )}
        </div>
      </div>

      <dl className={styles.figures}>
        <div>
          <dt>速度</dt>
          <dd data-testid="test-cpm">
            {f.cpm} <small>{unit}</small>
          </dd>
        </div>
        {f.wpm !== null && (
          <div>
            <dt>英文速度</dt>
            <dd data-testid="test-wpm">
              {f.wpm} <small>WPM</small>
            </dd>
          </div>
        )}
        <div>
          <dt>正确率</dt>
          <dd data-testid="test-accuracy">{f.accuracy}%</dd>
        </div>
        <div>
          <dt>改正的错误</dt>
          <dd data-testid="test-corrected">
            {f.corrected} <small>次</small>
          </dd>
        </div>
      </dl>

      <SpeedLine points={f.speedLine} stepMs={f.lineStepMs} unit={unit} />

      <div className={styles.slowKeys}>
        <h3>让你慢下来的{kind === 'hanzi' ? '字词' : '键'}</h3>
        {f.slowKeys.length > 0 ? (
          <ul className={styles.keyChips} data-testid="slow-keys">
            {f.slowKeys.map((k: SlowKey) => (
              <li key={k.key}>
                <b>{keyLabel(k.key)}</b>
                <span>
                  平均 {(k.ms / 1000).toFixed(1)} 秒{k.misses > 0 && ` · 错 ${k.misses} 次`}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>打的键太少，还看不出来。</p>
        )}
      </div>

      <GradeLadder kind={kind} grade={result.grade} best={result.bestGrade} />

      <div className={styles.actions}>
        <Link className="btn btn-big" href="/typing-test">
          再测一次
        </Link>
        <Link className="btn btn-big btn-ghost" href="/report">
          看成绩报告
        </Link>
      </div>
    </section>
  );
}
