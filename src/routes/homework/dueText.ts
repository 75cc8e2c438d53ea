/** 11月28日 from 2026-11-28. */
export const chineseDay = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** How a due day reads to a child, given today (YYYY-MM-DD). */
export function dueText(dueDay: string, today: string): string {
  if (dueDay === today) return '今天截止';
  if (dueDay < today) return `${chineseDay(dueDay)}已截止`;
  return `${chineseDay(dueDay)}截止`;
}

/** Today in China as YYYY-MM-DD (the due days are China days). */
export const chinaToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
