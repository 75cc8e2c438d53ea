import { proxy } from 'valtio';
import { DEFAULT_DAY_LIMIT } from '../../contract/constants';
import { request } from '../api/http';

/** The active student role's learning points (学习积分), shown in headers. */
export const points = proxy<{ point: number | null; dayLimit: number }>({ point: null, dayLimit: DEFAULT_DAY_LIMIT });

/** Fetch the balance quietly: a header must not pop error toasts. */
export async function refreshPoints(): Promise<void> {
  try {
    const b = await request<{ point: number; dayLimit?: number | null }>('/student/point/balance', { silent: true });
    points.point = b.point;
    points.dayLimit = b.dayLimit || DEFAULT_DAY_LIMIT;
  } catch {
    /* keep the last known figure */
  }
}

/** A pushed {type:'points', point} message. */
export function applyPointsPush(point: unknown): void {
  if (typeof point === 'number') points.point = point;
}
