import { z } from 'zod';

/** Request and response shapes of /api/client/v1/game (API.md, Game) and the daily draw. */

export const gameModes = ['level', 'classic'] as const;
export type GameMode = (typeof gameModes)[number];

const id = (label: string) => z.string({ error: `缺少${label}` }).min(1, `缺少${label}`).max(80, `${label}过长`);

/** The longest round the server replays (game time, pauses excluded). */
export const MAX_ROUND_MS = 30 * 60_000;
/** The most keys one round may log. */
export const MAX_ROUND_KEYS = 20_000;

export const roundStartBody = z.object({
  courseId: id('游戏'),
  courseLevelId: id('关卡'),
  /** 'classic' (经典模式) needs VIP */
  mode: z.enum(gameModes, { error: '游戏模式不正确' }).default('level'),
});
export interface RoundStart {
  roundId: string;
  /** the seed of the round's random generator: the game machine's input */
  seed: number;
  /** the balance after the round's points */
  point: number;
  /** the points the round took: GAME_COST, or 0 for a round of homework (docs/API-homework.md) */
  cost: number;
}

/** One logged key: [ms of game time since the round's first frame, KeyboardEvent.code, key]. */
export const keyLogEntry = z.tuple([
  z.number({ error: '按键时间必须是数字' }).min(0, '按键时间不能为负数').max(MAX_ROUND_MS, '按键时间超出了这一局'),
  z.string({ error: '按键必须是文字' }).max(32, '按键名过长'),
  z.string({ error: '按键必须是文字' }).max(32, '按键名过长'),
]);

export const gameProgressBody = z.object({
  roundId: z.uuid({ error: 'roundId 不正确' }),
  log: z.array(keyLogEntry, { error: '缺少按键记录' }).max(MAX_ROUND_KEYS, '按键记录过长'),
  /** the score the client computed: must equal the server's replay */
  score: z.number({ error: '分数必须是数字' }).int('分数必须是整数').min(0, '分数不能为负数'),
  /** game time of the whole round (ms), the replay's end */
  durationMs: z.number({ error: '用时必须是数字' }).min(0, '用时不能为负数').max(MAX_ROUND_MS, '用时过长'),
}).refine((b) => b.log.every((e, i) => i === 0 || e[0] >= b.log[i - 1]![0]), { message: '按键记录的时间必须按先后排列' })
  .refine((b) => b.log.every((e) => e[0] <= b.durationMs), { message: '按键时间超出了这一局' });
export type GameProgressBody = z.infer<typeof gameProgressBody>;

export interface GameProgressResult {
  /** the score the server computed (equal to the claim) */
  score: number;
  stars: number;
  accuracy: number;
  maxCombo: number;
  /** the role's best score on this level and mode, this round included */
  best: number;
  /** the role's best stars on this level, this round included */
  bestStars: number;
  /** the role's place on this level's all-time board of its mode */
  rank: number;
  /** the session that sent it had ended (its 1000x message): taken within the grace, the child must sign in again */
  sessionEnded?: string;
}

export interface GameCourseCard {
  id: string;
  name: string;
  render_engine: string;
  cover: string;
}
/** GET game/groups */
export interface GameGroup {
  id: string;
  name: string;
  courses: GameCourseCard[];
}

export interface GameLevelSummary {
  id: string;
  name: string;
  /** the score thresholds of 1, 2 and 3 stars */
  starScores: [number, number, number];
  /** the active student role's best stars, 0 before a finished round */
  stars: number;
  /** the role's best score, null before a finished round */
  bestScore: number | null;
}
/** GET game/courses/:groupId */
export interface GameCourseDetail extends GameCourseCard {
  levels: GameLevelSummary[];
}

/** GET game/levelDetail/:courseId/:courseLevelId: the level as the engine takes it, plus where it sits. */
/** A level's data as its engine takes it, plus where it sits; classicMode: the game has 经典模式 and 道具. */
export type GameLevelDetail = { render_engine: string; id: string; name: string; courseId: string; courseName: string; classicMode: boolean } & Record<string, unknown>;

export const rankPeriods = ['day', 'week', 'all'] as const;
export type RankPeriod = (typeof rankPeriods)[number];
export const ranksQuery = z.object({
  period: z.enum(rankPeriods, { error: '排行周期不正确' }).default('all'),
  mode: z.enum(gameModes, { error: '游戏模式不正确' }).default('level'),
});
export interface RankRow {
  rank: number;
  roleName: string;
  avatar: string;
  score: number;
}
/** GET game/ranks/:courseId/:courseLevelId?period=day|week|all&mode=level|classic */
export interface GameRanks {
  top: RankRow[];
  mine: { rank: number; score: number } | null;
}
export const RANK_TOP = 20;

/** GET game/pointEnough */
export interface PointEnough {
  enough: boolean;
  point: number;
  cost: number;
}

/** POST student/point/drawGamePoint */
export interface DrawResult {
  drawPoint: number;
  point: number;
}
