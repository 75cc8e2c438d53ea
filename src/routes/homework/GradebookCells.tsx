import { Link } from 'wouter';
import type { HomeworkResult, TestGrades, TrendWeek } from '../../../contract/homework';
import { gradeName, TEST_KIND_LABELS, TEST_KINDS } from '../../../contract/typingTest';
import { Stars } from '../../ui/Stars';
import styles from './Gradebook.module.css';

/** One child's result on one assignment: done/tried/not yet, stars, accuracy · speed, date; `replay` links to its tries' replays. */
export function ResultCell({ r, replay }: { r: HomeworkResult; replay?: string }) {
  if (r.status === 'todo') return <span className={styles.todo}>未完成</span>;
  return (
    <span className={r.status === 'done' ? styles.done : styles.tried}>
      <span className={styles.status}>{r.status === 'done' ? '✓ 已完成' : '未达标'}{r.late && <em className={styles.late}>迟交</em>}</span>
      <Stars value={r.stars} size="s" />
      <small>{r.accuracy}% · {r.cpm} 字/分</small>
      <small>{r.at?.slice(5, 16)}</small>
      {replay && <Link to={replay} className={styles.replay} data-testid="gradebook-replay">▶ 回放</Link>}
    </span>
  );
}

/** A child's weekly speed over the term as a small line (gaps where a week had no practice). */
export function Trend({ weeks }: { weeks: readonly TrendWeek[] }) {
  const W = 120;
  const H = 36;
  const cpms = weeks.map((w) => w.cpm);
  const max = Math.max(10, ...cpms.map((c) => c ?? 0));
  const x = (i: number) => (weeks.length <= 1 ? W / 2 : (i / (weeks.length - 1)) * (W - 8) + 4);
  const y = (c: number) => H - 4 - (c / max) * (H - 8);
  const points = cpms.map((c, i) => (c === null ? null : `${x(i).toFixed(1)},${y(c).toFixed(1)}`)).filter(Boolean);
  const latest = [...weeks].reverse().find((w) => w.cpm !== null);
  const label = latest ? `最近一周 ${latest.cpm} 字/分` : '这学期还没练习';
  return (
    <span className={styles.trend} title={weeks.map((w) => `${w.week.slice(5)}：${w.cpm ?? '—'}`).join('\n')}>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        <polyline points={points.join(' ')} fill="none" stroke="var(--c-grape)" strokeWidth="2.5" strokeLinejoin="round" />
        {cpms.map((c, i) => (c === null ? null : <circle key={i} cx={x(i)} cy={y(c)} r="2.5" fill="var(--c-grape)" />))}
      </svg>
      <small>{label}</small>
    </span>
  );
}

/** A child's best typing-test grade in each language tested (英文 三级 …), or — before any. */
export function TestGradesCell({ grades }: { grades: TestGrades }) {
  const tested = TEST_KINDS.filter((k) => grades[k] > 0);
  if (!tested.length) return <span className={styles.todo}>—</span>;
  return (
    <span className={styles.grades} data-testid="gradebook-test">
      {tested.map((k) => <span key={k}>{TEST_KIND_LABELS[k]} {gradeName(grades[k])}</span>)}
    </span>
  );
}
