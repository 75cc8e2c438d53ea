import type {
  DrawResult,
  GameCourseDetail,
  GameGroup,
  GameLevelDetail,
  GameMode,
  GameProgressBody,
  GameProgressResult,
  GameRanks,
  RankPeriod,
  RoundStart,
} from '../../contract/game';
import type { GameHomework } from '../../contract/homework';
import { request } from './http';

// /game calls of API.md (Game) and the daily draw of /student, for the active student role.

export const gameGroupsApi = () => request<GameGroup[]>('/game/groups');
export const gameCoursesApi = (groupId: string) => request<GameCourseDetail[]>(`/game/courses/${encodeURIComponent(groupId)}`);
export const levelDetailApi = (courseId: string, levelId: string) =>
  request<GameLevelDetail>(`/game/levelDetail/${encodeURIComponent(courseId)}/${encodeURIComponent(levelId)}`);
export const ranksApi = (courseId: string, levelId: string, period: RankPeriod = 'all', mode: GameMode = 'level') =>
  request<GameRanks>(`/game/ranks/${encodeURIComponent(courseId)}/${encodeURIComponent(levelId)}`, { query: { period, mode } });

/** The homework this level is for the signed-in child (free rounds, the bar), or null. Silent: the start screen works without it. */
export const gameHomeworkApi = (courseId: string, levelId: string) =>
  request<GameHomework | null>(`/game/homework/${encodeURIComponent(courseId)}/${encodeURIComponent(levelId)}`, { silent: true });

/**
 * Takes the round's 50 points (none for a round of homework: the server decides) and returns its seed. Silent: the page answers 60001 (not enough
 * points) with the 积分 dialog instead of a toast.
 */
export const roundStartApi = (courseId: string, courseLevelId: string, mode: GameMode = 'level') =>
  request<RoundStart>('/game/round/start', { method: 'POST', body: { courseId, courseLevelId, mode }, silent: true });

/**
 * Sends the round's key log; the server replays it and answers the score it computed. A repeat answers the stored result.
 * Silent: the end screen shows a refusal itself, and a round without a network is kept for later, not a red toast.
 */
export const gameProgressApi = (body: GameProgressBody) => request<GameProgressResult>('/game/progress', { method: 'POST', body, silent: true });

export const todayCanDrawApi = () =>
  request<{ alreadyDraw: boolean; drawPoint: number }>('/student/point/getTodayCanDraw', { method: 'POST', body: {}, silent: true });
export const drawGamePointApi = () => request<DrawResult>('/student/point/drawGamePoint', { method: 'POST', body: {}, silent: true });
