import { changeLabel, type BoardRow, type MemberWeek } from '../../../contract/account';
import styles from './GroupPage.module.css';

const pct = (n: number | null) => (n === null ? '—' : `${n}%`);

/** 练习 3 次（章节 1 · 游戏 2）: chapters, game rounds and class races all count as practice, on every class view; a race is not a chapter. */
export const practiceText = (w: MemberWeek) =>
  `${w.practicesThisWeek} 次（章节 ${w.chaptersThisWeek} · 游戏 ${w.gamesThisWeek}${w.racesThisWeek ? ` · 比赛 ${w.racesThisWeek}` : ''}）`;

/** This week's speed, or null before any practice this week: no speed to show, not a speed of 0 (the teacher's table and the child's own week say — alike). */
export const weekCpm = (w: MemberWeek): number | null => (w.practicesThisWeek ? w.cpm : null);

/** The student's own week in a class: the same figures their teacher's table shows, with the changes the board ranks. */
export function MyWeek({ row, week }: { row: BoardRow; week: MemberWeek }) {
  return (
    <dl className={styles.myWeek} data-testid="my-week">
      <div>
        <dt>本周练习</dt>
        <dd data-testid="my-practices">{practiceText(week)}</dd>
      </div>
      <div>
        <dt>速度</dt>
        <dd data-testid="my-cpm">
          {weekCpm(week) === null ? '—' : `${week.cpm} 字/分`} <small>{changeLabel(row.cpmGain, '字/分', row)}</small>
        </dd>
      </div>
      <div>
        <dt>正确率</dt>
        <dd data-testid="my-accuracy">
          {pct(week.accuracy)} <small>{changeLabel(row.accuracyGain, '%', row)}</small>
        </dd>
      </div>
      <div>
        <dt>最近练习</dt>
        <dd>{week.lastPractice ? week.lastPractice.slice(5, 16) : '还没练过'}</dd>
      </div>
    </dl>
  );
}
