import type { Targets } from '../../../contract/levels';
import { starGoals, type StarGoal } from '../../../contract/scoring';
import styles from './ResultCard.module.css';

function percent(n: number): string {
  return n.toFixed(n === 100 || Number.isInteger(n) ? 0 : 1);
}

function goalText(g: StarGoal, unit: string): { need: string; got: string } {
  if (g.kind === 'finish') return { need: '打完这一关', got: '做到了' };
  if (g.kind === 'accuracy') return { need: `正确率达到 ${percent(g.need)}%`, got: `${percent(g.got)}%` };
  return { need: `再加速度达到 ${g.need} ${unit}`, got: `${Math.round(g.got)} ${unit}` };
}

/** This row's own figure reached its target (a star also needs the rows below it). */
const met = (g: StarGoal) => g.kind === 'finish' || g.got >= g.need;

/**
 * The star ladder under the result card's figures: each star's target of this chapter beside what
 * the child reached, ticked when it counts (the same starGoals the stars are computed from).
 */
export function StarGoals({ result, targets, unit }: { result: { cpm: number; accuracy: number }; targets: Targets; unit: string }) {
  return (
    <ul className={styles.goals} aria-label="怎样得星星" data-testid="result-goals">
      {starGoals(result, targets).map((g) => {
        const t = goalText(g, unit);
        return (
          <li key={g.stars} className={g.reached ? styles.goalReached : undefined} data-goal={g.kind} data-reached={g.reached ? '1' : '0'}>
            <span className={styles.goalStars} aria-label={`${g.stars}颗星`}>
              {'★'.repeat(g.stars)}
            </span>
            <span className={styles.goalNeed}>{t.need}</span>
            <span className={styles.goalGot}>
              {g.kind !== 'finish' && <>你：{t.got} </>}
              {/* the mark answers this row's own target; a fast child below the accuracy target is told why the star stays grey */}
              <b className={met(g) ? styles.goalMet : undefined} aria-label={met(g) ? '达到' : '没达到'}>{met(g) ? '✓' : '✗'}</b>
              {met(g) && !g.reached && <small className={styles.goalWhy}>（正确率够了就得这颗星）</small>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
