import { GRADE_LADDER, TEST_KIND_LABELS, type TestKind } from '../../../contract/typingTest';
import styles from './TypingTest.module.css';

interface GradeLadderProps {
  kind: TestKind;
  /** the grade reached (highlighted), 0 for none */
  grade: number;
  /** the best grade so far (marked) */
  best?: number;
}

/** The ladder 一级 … 十级 of a language: the speed and accuracy each grade takes (docs/TYPING-TESTS.md). */
export function GradeLadder({ kind, grade, best = 0 }: GradeLadderProps) {
  const unit = kind === 'english' ? '字/分' : '汉字/分';
  return (
    <table className={styles.ladder} data-testid="grade-ladder">
      <caption>{TEST_KIND_LABELS[kind]}等级（速度按整场测试计算）</caption>
      <thead>
        <tr>
          <th scope="col">等级</th>
          <th scope="col">速度 {unit}</th>
          <th scope="col">正确率</th>
        </tr>
      </thead>
      <tbody>
        {[...GRADE_LADDER[kind]].reverse().map((r) => (
          <tr key={r.grade} className={r.grade === grade ? styles.reached : r.grade <= best ? styles.passed : undefined} aria-current={r.grade === grade ? 'true' : undefined}>
            <th scope="row">
              {r.name}
              {r.grade === grade && <span className={styles.youAreHere}> ← 你在这里</span>}
            </th>
            <td>≥ {r.cpm}</td>
            <td>≥ {r.accuracy}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
