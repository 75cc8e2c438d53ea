import { proxy } from 'valtio';
import { DAILY_DRAW_POINTS } from '../../contract/constants';
import { drawGamePointApi, todayCanDrawApi } from '../api/game';
import { ApiError } from '../api/http';
import { points } from './points';

/** Today's points draw (SPEC §2 game layout '待领取', §4 Draw points): open until drawn dayLimit times a China day. */
export const todayDraw = proxy<{ canDraw: boolean | null; drawPoint: number }>({ canDraw: null, drawPoint: DAILY_DRAW_POINTS });

/** Asks the server whether today's draw is still open (quietly: a header must not pop toasts). */
export async function refreshTodayDraw(): Promise<void> {
  try {
    const r = await todayCanDrawApi();
    todayDraw.canDraw = !r.alreadyDraw;
    todayDraw.drawPoint = r.drawPoint || DAILY_DRAW_POINTS;
  } catch {
    /* keep the last known state */
  }
}

/** Draws today's points; answers the points drawn, or the server's message ('已经领取') as an error. */
export async function drawTodayPoints(): Promise<{ drawPoint: number } | { error: string }> {
  try {
    const r = await drawGamePointApi();
    points.point = r.point;
    await refreshTodayDraw();
    return { drawPoint: r.drawPoint };
  } catch (e) {
    await refreshTodayDraw();
    return { error: e instanceof ApiError ? e.message : '网络出错了，请稍后再试' };
  }
}
