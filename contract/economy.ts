/**
 * The points economy (docs/POINTS.md): what earns, what costs, the daily caps and what VIP adds.
 * One table for the server's rules, the /coin page and the docs; the report's figures are the
 * ledger's sums by the categories below.
 */
import { DAILY_DRAW_POINTS, DEFAULT_DAY_LIMIT, GAME_COST } from './constants';
import { DAILY_CHAPTER_POINTS_CAP, POINTS_PER_STAR } from './scoring';
import { SIGN_IN_REWARDS } from './account';

/**
 * Replaying a chapter (no new star) still earns, when the replay reaches its accuracy target
 * (2 stars or more): a child can practise for game rounds, but not farm one easy chapter.
 */
export const REPLAY_POINTS = 10;
export const REPLAY_MIN_STARS = 2;
/** Rewarded replays of one chapter a China day. */
export const REPLAYS_PER_CHAPTER_PER_DAY = 2;
/** Replay points a China day, all chapters together. */
export const DAILY_REPLAY_POINTS_CAP = 100;
/** A VIP takes the daily draw this many times a China day (everyone else DEFAULT_DAY_LIMIT). */
export const VIP_DAY_LIMIT = 2;

/** How many daily draws a role may take today. */
export const dayLimitFor = (vip: boolean): number => (vip ? VIP_DAY_LIMIT : DEFAULT_DAY_LIMIT);

/** Points for a replay (an attempt that earns no new star), before the caps. */
export const replayPoints = (stars: number): number => (stars >= REPLAY_MIN_STARS ? REPLAY_POINTS : 0);

/** The report's and the ledger's categories: every ledger reason belongs to exactly one. */
export type PointCategory = 'practice' | 'signIn' | 'draw' | 'game' | 'other';
export const POINT_CATEGORIES: readonly { key: PointCategory; label: string; reasons: readonly string[] }[] = [
  { key: 'practice', label: '练习赚的', reasons: ['chapter', 'replay'] },
  { key: 'signIn', label: '签到得的', reasons: ['signIn'] },
  { key: 'draw', label: '每天领的', reasons: ['draw'] },
  { key: 'game', label: '玩游戏花的', reasons: ['game'] },
  { key: 'other', label: '其他', reasons: [] },
];
export const categoryOf = (reason: string): PointCategory => POINT_CATEGORIES.find((c) => c.reasons.includes(reason))?.key ?? 'other';
export type PointsByCategory = Record<PointCategory, number>;
export const noPoints = (): PointsByCategory => ({ practice: 0, signIn: 0, draw: 0, game: 0, other: 0 });
/** What the child earned by doing something (practice and check-in): the free draw is a gift, not earned. */
export const earnedOf = (p: PointsByCategory): number => p.practice + p.signIn;

export interface EconomyRule {
  key: 'stars' | 'replay' | 'signIn' | 'draw' | 'game';
  kind: 'earn' | 'gift' | 'cost';
  what: string;
  points: string;
  cap: string;
  vip: string;
}

const signInRange = `+${SIGN_IN_REWARDS[0]!.points}～+${SIGN_IN_REWARDS[SIGN_IN_REWARDS.length - 1]!.points}`;

/** The economy as one table: docs/POINTS.md shows it as written here (a test checks), /coin renders it. */
export const ECONOMY: readonly EconomyRule[] = [
  { key: 'stars', kind: 'earn', what: '完成章节，拿到新星星', points: `每颗新星 +${POINTS_PER_STAR}`, cap: `每天最多 ${DAILY_CHAPTER_POINTS_CAP}`, vip: '一样' },
  {
    key: 'replay', kind: 'earn', what: `复习练过的章节（${REPLAY_MIN_STARS} 颗星以上）`, points: `每次 +${REPLAY_POINTS}`,
    cap: `每章每天 ${REPLAYS_PER_CHAPTER_PER_DAY} 次，每天最多 ${DAILY_REPLAY_POINTS_CAP}`, vip: '一样',
  },
  { key: 'signIn', kind: 'earn', what: '每日签到', points: signInRange, cap: '每天 1 次，连续签到越久越多', vip: '一样' },
  { key: 'draw', kind: 'gift', what: '每天领积分（送的）', points: `+${DAILY_DRAW_POINTS}`, cap: `每天 ${DEFAULT_DAY_LIMIT} 次`, vip: `每天 ${VIP_DAY_LIMIT} 次` },
  { key: 'game', kind: 'cost', what: '玩一局打字游戏', points: `-${GAME_COST}`, cap: '积分够就能玩；老师布置的作业游戏不花积分', vip: '一样' },
];

/** The table as Markdown (docs/POINTS.md carries exactly this). */
export function economyMarkdown(): string {
  const rows = ECONOMY.map((r) => `| ${r.what} | ${r.points} | ${r.cap} | ${r.vip} |`);
  return ['| 怎样 | 积分 | 上限 | 会员 |', '|---|---|---|---|', ...rows].join('\n');
}
