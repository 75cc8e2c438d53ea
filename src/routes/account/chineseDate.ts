const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** A YYYY-MM-DD day as a child reads it: 2026年11月23日 星期一 (the same whatever the browser's locale or time zone). */
export function chineseDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${y}年${m}月${d}日 ${WEEKDAYS[weekday]}`;
}

/** The YYYY-MM-DD day `n` days after (or before, for a negative n) another. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
