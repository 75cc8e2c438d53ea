/**
 * Instants as every page shows them: Beijing time (Asia/Shanghai), whatever the device's clock or
 * time zone — the server sends China times as text, and an instant (ISO) sent as such goes through
 * here (issue 40: the report's test history showed the device's clock).
 */
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 11月26日 00:30 (Beijing time) of an ISO instant. */
export function chinaMonthDayTime(iso: string | Date): string {
  const p = Object.fromEntries(parts.formatToParts(typeof iso === 'string' ? new Date(iso) : iso).map((x) => [x.type, x.value]));
  return `${Number(p.month)}月${Number(p.day)}日 ${p.hour}:${p.minute}`;
}
