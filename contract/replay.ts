import { z } from 'zod';
import type { Activity } from './levels';

/**
 * A replay of how a child typed (issue 42 item 5, docs/API-replay.md): the class teacher fetches
 * the key log of one attempt of a child in the class — a chapter (homework included), a class race,
 * a typing test — and watches it on the chapter engine's own scene.
 */

/** The most entries a chapter attempt's log may hold on the wire (13 minutes at 15 keys a second, the bounds' average). */
export const ATTEMPT_LOG_MAX_ENTRIES = 12_000;
/** The most bytes a stored chapter log takes compressed (brotli, before base64); a longer one is not kept. */
export const ATTEMPT_LOG_MAX_BYTES = 64 * 1024;
/** A chapter lasts at most 4 hours (contract/student.ts progressBody durationMs): its log's times too. */
const CHAPTER_LOG_MAX_MS = 4 * 3600_000;

/** One entry of a chapter attempt's log: [ms since the run's first key, KeyboardEvent.code, key] (engines/core/keyLog.ts). */
export const chapterLogEntry = z.tuple([
  z.number({ error: '按键时间必须是数字' }).int('按键时间必须是整数').min(0, '按键时间不能为负数').max(CHAPTER_LOG_MAX_MS, '按键时间过长'),
  z.string({ error: '按键必须是文字' }).max(32, '按键名过长'),
  z.string({ error: '按键必须是文字' }).max(32, '按键名过长'),
]);
export const chapterLog = z
  .array(chapterLogEntry, { error: '按键记录不正确' })
  .max(ATTEMPT_LOG_MAX_ENTRIES, '按键记录过长')
  .refine((log) => log.every((e, i) => i === 0 || e[0] >= log[i - 1]![0]), { message: '按键记录的时间必须按先后排列' });

/** What kind of attempt a replay is of. A homework try is a chapter attempt. */
export const REPLAY_KINDS = ['chapter', 'race', 'test'] as const;
export type ReplayKind = (typeof REPLAY_KINDS)[number];

/** One attempt of a child, as the teacher's list shows it. */
export interface AttemptSummary {
  kind: ReplayKind;
  /** the attempt id (chapter), the race id (race) or the test id (test) */
  id: string;
  roleId: string;
  roleName: string;
  title: string;
  /** the chapter id (chapter), null otherwise: a gradebook cell's item */
  chapterId: string | null;
  /** YYYY-MM-DD HH:mm:ss, Asia/Shanghai */
  at: string;
  cpm: number;
  accuracy: number;
  /** the stored log can be played */
  playable: boolean;
}

/** An attempt's log as the server scored it, with the activity it was typed on. */
export interface AttemptReplay extends AttemptSummary {
  activity: Activity;
  log: Array<[number, string, string]>;
  durationMs: number;
  correct: number;
  wrong: number;
}
