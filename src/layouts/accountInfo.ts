import type { UserInfo } from '../../contract/auth';

export interface AccountType {
  kind: 'forever' | 'vip' | 'normal';
  label: '永久会员' | '会员账户' | '普通账户';
  /** the expiry date part, YYYY-MM-DD */
  until?: string;
}

/** SPEC §2 account type: 永久会员, 会员账户 with the expiry date, or 普通账户. */
export function accountType(info: Pick<UserInfo, 'isVip' | 'isVipForever' | 'vipExpireTime'>): AccountType {
  if (info.isVipForever) return { kind: 'forever', label: '永久会员' };
  if (info.isVip) return { kind: 'vip', label: '会员账户', until: info.vipExpireTime?.slice(0, 10) };
  return { kind: 'normal', label: '普通账户' };
}

/** Hide the middle four digits of an 11-digit mobile (the server may already have done so). */
export const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
