import { PERMANENT_VIP_DAYS } from '../../../contract/constants';
import type { VipGrade } from '../../../contract/vip';

/** Cents as yuan for a price tag: 1990 → '19.90', 39900 → '399'. */
export function yuan(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** days ≥ 1000 is a permanent membership (SPEC §4). */
export const isPermanent = (days: number) => days >= PERMANENT_VIP_DAYS;

/** What a day costs in yuan, to one decimal (SPEC §9). */
export const perDay = (grade: Pick<VipGrade, 'days' | 'discountMoney'>) => (grade.discountMoney / 100 / grade.days).toFixed(1);

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (userInfo.vipExpireTime) as a Date. */
export function parseChinaTime(text: string): Date | null {
  const d = new Date(`${text.trim().replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The expiry after buying this grade, as shown before paying: '永久' for a permanent account or a
 * grade the server makes permanent (1000 days or more, server/services/vipOrders.ts settleOrder),
 * else the date (China day) counted from the later of now and the current expiry, as the server
 * counts it. A 366–999-day grade shows its date: the server grants a date, not 永久 (issue 24).
 */
export function expiryPreview(days: number, account: { isVipForever: boolean; vipExpireTime: string | null }, now: Date): string {
  if (account.isVipForever || isPermanent(days)) return '永久';
  const current = account.vipExpireTime ? parseChinaTime(account.vipExpireTime) : null;
  const from = current && current.getTime() > now.getTime() ? current : now;
  return dayFormat.format(new Date(from.getTime() + days * 86_400_000));
}

/** A grade's length in words: 永久, 12个月, 3个月, 31天. */
export function gradeLength(days: number): string {
  if (isPermanent(days)) return '永久';
  if (days >= 360) return `${Math.round(days / 365)}年`;
  if (days >= 28) return `${Math.round(days / 30.5)}个月`;
  return `${days}天`;
}
