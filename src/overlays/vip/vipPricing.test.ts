import { describe, expect, it } from 'vitest';
import { expiryPreview, gradeLength, isPermanent, perDay, yuan } from './vipPricing';

const now = new Date('2026-11-21T02:00:00Z'); // 10:00 in Beijing
const plain = { isVipForever: false, vipExpireTime: null };

describe('VIP price display', () => {
  it('shows cents as yuan, whole yuan without decimals', () => {
    expect(yuan(1990)).toBe('19.90');
    expect(yuan(39900)).toBe('399');
    expect(yuan(5)).toBe('0.05');
  });
  it('gives the cost of one day to one decimal', () => {
    expect(perDay({ days: 31, discountMoney: 1990 })).toBe('0.6');
    expect(perDay({ days: 366, discountMoney: 15800 })).toBe('0.4');
  });
  it('treats 1000 days or more as permanent', () => {
    expect(isPermanent(999)).toBe(false);
    expect(isPermanent(1000)).toBe(true);
    expect(gradeLength(36500)).toBe('永久');
    expect(gradeLength(92)).toBe('3个月');
    expect(gradeLength(366)).toBe('1年');
  });
});

describe('the expiry preview', () => {
  it('counts from today when the account is not VIP', () => {
    expect(expiryPreview(31, plain, now)).toBe('2026-12-22');
  });
  it('counts from the current expiry when that is later', () => {
    expect(expiryPreview(31, { isVipForever: false, vipExpireTime: '2027-01-10 23:30:00' }, now)).toBe('2027-02-10');
  });
  it('ignores an expiry already past', () => {
    expect(expiryPreview(31, { isVipForever: false, vipExpireTime: '2026-01-01 00:00:00' }, now)).toBe('2026-12-22');
  });
  it('previews 366–999 days as the date the server will grant, not 永久', () => {
    expect(expiryPreview(366, plain, now)).toBe('2027-11-22');
    expect(expiryPreview(999, plain, now)).toBe('2029-08-16');
    expect(expiryPreview(999, { isVipForever: false, vipExpireTime: '2027-01-10 23:30:00' }, now)).toBe('2029-10-05');
  });
  it('previews 1000 days or more, or a permanent account, as 永久 (as the server grants)', () => {
    expect(expiryPreview(1000, plain, now)).toBe('永久');
    expect(expiryPreview(36500, plain, now)).toBe('永久');
    expect(expiryPreview(31, { isVipForever: true, vipExpireTime: null }, now)).toBe('永久');
  });
});
