/** Calendar arithmetic on 'YYYY-MM-DD' day strings (China days come from clock.chinaDay). */

const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * 86_400_000);
}

/** The Monday of the week of `day` (weeks start on Monday in China). */
export function mondayOf(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** First and last day of a month 'YYYY-MM'. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return { first, last: fromUtc(Date.UTC(y, m, 0)) };
}

/**
 * The streak that ends at `today` (or at yesterday when today is not in the set), from a list of
 * signed days sorted newest first.
 */
export function streakOf(daysDesc: readonly string[], today: string): number {
  let expect = daysDesc[0] === today ? today : addDays(today, -1);
  let streak = 0;
  for (const d of daysDesc) {
    if (d > expect) continue;
    if (d !== expect) break;
    streak++;
    expect = addDays(expect, -1);
  }
  return streak;
}
