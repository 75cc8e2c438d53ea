import { z } from 'zod';
import { isFinal, isInitial } from './pinyinParts';
import type { EarnedCertificate, EarnedMedal } from './certificates';
import { chapterLog } from './replay';

const count = (label: string) => z.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`).min(0, `${label}不能为负数`).max(100_000, `${label}过大`);

export const keyStatsSchema = z.record(
  z.string().max(32),
  z.object({ hit: count('按键正确次数'), miss: count('按键错误次数') }),
);
const partCounts = (known: (p: string) => boolean, label: string) =>
  z.record(
    z.string().max(8).refine(known, `不认识的${label}`),
    z.object({ hit: count(`${label}正确次数`), miss: count(`${label}错误次数`) }),
  );
/** Per 声母/韵母 hits and misses of a pinyin chapter (contract/pinyinParts.ts): known parts only. */
export const pinyinStatsSchema = z.object({
  initials: partCounts(isInitial, '声母'),
  finals: partCounts(isFinal, '韵母'),
});
const sum = (counts: Record<string, { hit: number; miss: number }>, of: 'hit' | 'miss') => Object.values(counts).reduce((n, c) => n + c[of], 0);

export const progressBody = z.object({
  attemptId: z.uuid({ error: 'attemptId 必须是 UUID' }),
  chapterId: z.string({ error: '缺少章节' }).min(1, '缺少章节').max(80),
  durationMs: z.number({ error: '用时必须是数字' }).int('用时必须是整数').min(1, '用时必须大于0').max(4 * 3600_000, '用时过长'),
  correct: count('正确字数'),
  wrong: count('错误字数'),
  /** characters per minute */
  cpm: z.number({ error: '速度必须是数字' }).min(0, '速度不能为负数').max(1500, '速度不可能这么快'),
  /** percent 0..100 */
  accuracy: z.number({ error: '正确率必须是数字' }).min(0, '正确率不能为负数').max(100, '正确率不能超过100'),
  keyStats: keyStatsSchema.default({}),
  /** typing_pinyin chapters: the keystrokes of keyStats again, per 声母 and 韵母 */
  pinyinStats: pinyinStatsSchema.optional(),
  /** the run's key log (engines/core/keyLog.ts): required for a typed chapter (a video has none) — the server scores its own replay of it and keeps it for the class teacher's replay (contract/replay.ts) */
  log: chapterLog.optional(),
}).superRefine((body, ctx) => {
  // Every stroke counted in correct or wrong is one hit or miss of some key: the per-key counts
  // cannot add up to more strokes than the totals (a forged 100000 hits for 40 keys is refused).
  const keys = Object.values(body.keyStats);
  if (keys.length > 200) ctx.addIssue({ code: 'custom', message: '按键统计的键太多', path: ['keyStats'] });
  const strokes = keys.reduce((n, k) => n + k.hit + k.miss, 0);
  if (strokes > body.correct + body.wrong) ctx.addIssue({ code: 'custom', message: '按键统计与正确、错误次数不符', path: ['keyStats'] });
  // Each counted part is one of those key strokes: part hits cannot outnumber key hits, nor misses.
  const parts = body.pinyinStats;
  if (parts) {
    const hit = sum(parts.initials, 'hit') + sum(parts.finals, 'hit');
    const miss = sum(parts.initials, 'miss') + sum(parts.finals, 'miss');
    if (hit > sum(body.keyStats, 'hit') || miss > sum(body.keyStats, 'miss')) ctx.addIssue({ code: 'custom', message: '声母韵母统计与按键统计不符', path: ['pinyinStats'] });
  }
});
export type ProgressBody = z.infer<typeof progressBody>;
export interface ProgressResult {
  stars: number;
  pointsEarned: number;
  point: number;
  /** best stars for this chapter after this attempt */
  best: number;
  /** the session that sent it had ended (its 1000x message): taken within the grace, the child must sign in again */
  sessionEnded?: string;
  /** this attempt finished its section: the section's 奖状, earned now (absent on a replay or a retry) */
  certificate?: EarnedCertificate;
  /** medals this attempt earned (absent on a replay or a retry): the result card announces them */
  medals?: EarnedMedal[];
}
export interface PointBalance {
  point: number;
  dayLimit: number;
}
export interface TodayDraw {
  alreadyDraw: boolean;
  drawPoint: number;
}
export type KeyStats = z.infer<typeof keyStatsSchema>;
export type PinyinStatsBody = z.infer<typeof pinyinStatsSchema>;
