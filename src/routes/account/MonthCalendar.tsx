import styles from './SignInPage.module.css';

const WEEK = ['一', '二', '三', '四', '五', '六', '日'];

/** A month grid (weeks start on Monday) with the signed days starred and today ringed. */
export function MonthCalendar({ month, signedDays, today }: { month: string; signedDays: readonly number[]; today: string }) {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const signed = new Set(signedDays);
  const todayNum = today.startsWith(month) ? Number(today.slice(8, 10)) : 0;
  return (
    // a list of named days (read as 「3月5日 已签到」); the weekday row and the blanks only draw the grid
    <div className={styles.cal} role="list" aria-label={`${y}年${m}月签到日历`}>
      {WEEK.map((w) => (
        <div key={w} className={styles.weekday} aria-hidden="true">
          {w}
        </div>
      ))}
      {Array.from({ length: lead }, (_, i) => (
        <div key={`x${i}`} aria-hidden="true" />
      ))}
      {Array.from({ length: days }, (_, i) => {
        const d = i + 1;
        const isSigned = signed.has(d);
        const cls = [styles.day, isSigned ? styles.signed : '', d === todayNum ? styles.today : ''].join(' ');
        return (
          <div key={d} className={cls} role="listitem" aria-label={`${m}月${d}日${isSigned ? ' 已签到' : ''}`} data-signed={isSigned || undefined}>
            <span>{d}</span>
            {isSigned && <b aria-hidden="true">★</b>}
          </div>
        );
      })}
    </div>
  );
}
