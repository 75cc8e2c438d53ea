/** The server's clock; tests move it forward instead of sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests can advance. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void } {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The calendar day in China (Asia/Shanghai) as YYYY-MM-DD: daily limits count by this day. */
export function chinaDay(date: Date): string {
  return dayFormat.format(date);
}

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (API.md vipExpireTime). */
export function chinaDateTime(date: Date): string {
  const p = Object.fromEntries(timeFormat.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
