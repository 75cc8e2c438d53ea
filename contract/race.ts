import { z } from 'zod';
import type { Activity } from './levels';

/**
 * 班级比赛 (issue 28): REST bodies and replies under /api/client/v1/race and every message of the
 * race WebSocket /ws/race (docs/API-race.md). Times on the wire are epoch ms of the SERVER's clock
 * (`serverNow`, `startsAt`, …) or, in key logs, ms since the race's start (`startsAt`).
 */

/** The kinds of typed text a race offers: the keys of engines/engineFacts.ts TEXT_KINDS (a unit test keeps them equal). */
export const raceKinds = ['english', 'pinyin', 'hanzi', 'numbers'] as const;
export type RaceKind = (typeof raceKinds)[number];

/** lobby → countdown (started, before startsAt) → running → ended */
export const raceStates = ['lobby', 'countdown', 'running', 'ended'] as const;
export type RaceState = (typeof raceStates)[number];
/** why a race ended: everyone finished, the teacher ended it, its time ran out, or it was never started */
export type RaceEndReason = 'finished' | 'teacher' | 'timeout' | 'expired';
/** waiting in the lobby, racing, finished, ended without finishing (未完成), removed by the teacher */
export type RacerStatus = 'waiting' | 'racing' | 'finished' | 'unfinished' | 'removed';

/** 3-2-1: the start is this long after the teacher presses 开始 */
export const RACE_COUNTDOWN_MS = 3_000;
export const RACE_LIMIT_DEFAULT_S = 300;
export const RACE_LIMIT_MIN_S = 30;
export const RACE_LIMIT_MAX_S = 900;
/** racers at most (a class, not a school) */
export const RACE_MAX_RACERS = 60;
/** a race never started is closed this long after it was opened */
export const RACE_LOBBY_EXPIRY_MS = 30 * 60_000;
/** the longest pasted text, in characters */
export const RACE_TEXT_MAX = 600;
/** keys in one `keys` message at most (a socket message is at most 4 KB: server/app.ts WS_MAX_PAYLOAD) */
export const RACE_BATCH_MAX = 100;
/** keys in one racer's whole log at most */
export const RACE_LOG_MAX = 3_000;
/** a key reaching the server later than this after its time (ms since start) is taken as typed this long ago */
export const RACE_KEY_MAX_AGE_MS = 15_000;
/** a finish faster than this (字/分) and than REVIEW_FACTOR × the child's best recorded speed waits for the teacher (待老师确认) */
export const REVIEW_MIN_CPM = 300;
export const REVIEW_FACTOR = 2;
/** a speed over fewer correct units says little (a good typist's 6 characters in a second are 360 字/分): such a finish is not reviewed */
export const REVIEW_MIN_UNITS = 20;
/** a key's time may be ahead of the server's race clock by this much (the device's clock, aligned by serverNow, errs a little) */
export const RACE_KEY_SKEW_MS = 500;
/** a client sends its new keys at most this often (ms); the server pushes progress to a room at most this often */
export const RACE_SEND_MS = 100;

export const RACE_JOIN_CODE = /^[0-9]{6}$/;

const uuid = (label: string) => z.uuid({ error: `${label}不正确` });

// ---------- REST ----------

/** GET race/sources?kind=…: the curriculum passages a teacher may pick for a kind. */
export const raceSourcesQuery = z.object({ kind: z.enum(raceKinds, { error: '请选择比赛的文字类型' }) });
export interface RaceSource {
  chapterId: string;
  name: string;
  courseName: string;
  /** the first characters of the passage */
  preview: string;
  /** units to type (characters, or syllables/hanzi, or figures) */
  length: number;
}

/** POST race/create: a chapter of the curriculum (`chapterId`), pasted `text` or one of the class's own lessons (`lessonId`, 老师的课) — exactly one. */
export const raceCreateBody = z
  .object({
    groupId: uuid('班级'),
    kind: z.enum(raceKinds, { error: '请选择比赛的文字类型' }),
    chapterId: z.string().min(1).max(80).optional(),
    text: z.string({ error: '请粘贴要比赛的文字' }).max(RACE_TEXT_MAX * 2, `文字太长了，最多${RACE_TEXT_MAX}个字`).optional(),
    lessonId: uuid('课').optional(),
    /** the race's time limit in seconds (default RACE_LIMIT_DEFAULT_S) */
    limitSeconds: z
      .number({ error: '比赛时长必须是数字' })
      .int('比赛时长必须是整数')
      .min(RACE_LIMIT_MIN_S, `比赛时长最少${RACE_LIMIT_MIN_S}秒`)
      .max(RACE_LIMIT_MAX_S, `比赛时长最多${RACE_LIMIT_MAX_S}秒`)
      .default(RACE_LIMIT_DEFAULT_S),
  })
  .refine((b) => [b.chapterId, b.text, b.lessonId].filter((s) => s !== undefined).length === 1, { message: '请选择一篇课文，或者粘贴一段文字' });
export type RaceCreateBody = z.infer<typeof raceCreateBody>;

/** POST race/join: a student joins by the code (the QR opens /race/join/<code>). */
export const raceJoinBody = z.object({ code: z.string({ error: '请输入比赛码' }).trim().regex(RACE_JOIN_CODE, '比赛码是6位数字') });
/** POST race/:id/confirm (teacher): a finish waiting for review gets its place */
export const raceConfirmBody = z.object({ roleId: z.string({ error: '请选择学生' }).min(1, '请选择学生').max(80) });
/** POST race/:id/remove (teacher) */
export const raceRemoveBody = z.object({ roleId: z.string({ error: '请选择学生' }).min(1, '请选择学生').max(80) });
export const raceIdParams = z.object({ id: uuid('比赛') });
/** GET race/list?groupId=… (the class's races, newest first) */
export const raceListQuery = z.object({ groupId: uuid('班级') });

/** One racer as every view shows it. progress/cpm/accuracy are the server's replay of the racer's log. */
export interface RacerView {
  roleId: string;
  roleName: string;
  avatar: string;
  /** the racer's lane on the track (0-based, in joining order) */
  lane: number;
  status: RacerStatus;
  /** 0..1 of the text */
  progress: number;
  /** 字/分 over the race so far (from the start, not from the racer's first key) */
  cpm: number;
  /** percent 0..100 */
  accuracy: number;
  /** keys of the racer's log the server has replayed */
  keys: number;
  /** ms from the start to the key that finished the text; null until finished */
  finishMs: number | null;
  /** 1-based finishing place, by when the finishing key reached the server; null until finished, and while `review` */
  place: number | null;
  /** the finish is far beyond the child's own recorded speed: no place until the teacher confirms it (待老师确认) */
  review: boolean;
  /** the racer's device left the race (its socket closed) and has not come back: the projector marks the car 离线 */
  away?: boolean;
}

/** The race as GET race/:id, the create/join/start/end/remove replies and the socket's `race` message carry it. */
export interface RaceView {
  id: string;
  /** 6-digit join code (shown big on the projector with a QR of /race/join/<code>) */
  code: string;
  groupId: string;
  groupName: string;
  teacherName: string;
  kind: RaceKind;
  /** the passage's name (the chapter's, or 老师的文字 for pasted text) */
  title: string;
  /** what every racer types: the engine's activity, as a chapter's */
  activity: Activity;
  state: RaceState;
  endReason: RaceEndReason | null;
  /** the server's clock when this view was made (epoch ms): devices align their countdown with it */
  serverNow: number;
  /** epoch ms of the start (after the 3-2-1); null in the lobby */
  startsAt: number | null;
  /** epoch ms when the race times out; null in the lobby */
  endsAt: number | null;
  /** epoch ms when it ended */
  endedAt: number | null;
  limitSeconds: number;
  /** epoch ms: a lobby not started by then expires */
  expiresAt: number;
  racers: RacerView[];
  /** once ended: the race the teacher opened with 再来一场 (POST race/:id/again) while it is open, for this race's racers to join */
  next: { id: string; code: string } | null;
  /** the viewer: the class's teacher, a racer, or a watcher (a child who came after the start) */
  me: { roleId: string; as: 'teacher' | 'racer' | 'watcher' };
}

/** GET race/list and GET race/active: a race in a list. */
export interface RaceSummary {
  id: string;
  code: string;
  groupId: string;
  groupName: string;
  kind: RaceKind;
  title: string;
  state: RaceState;
  racerCount: number;
  createdAt: number;
  /** the podium (places 1-3) once ended */
  podium: { roleName: string; avatar: string; place: number; cpm: number; accuracy: number }[];
  /** why it ended (时间到: timeout), once ended */
  endReason: RaceEndReason | null;
  /** once ended: every racer's result in the standings' order (contract/raceStandings.ts): rank null = typed nothing */
  results: RaceResult[];
}

/** One racer's result in a race list (RaceSummary.results). */
export interface RaceResult {
  roleId: string;
  roleName: string;
  avatar: string;
  rank: number | null;
  status: RacerStatus;
  progress: number;
  cpm: number;
  accuracy: number;
  review: boolean;
}

// ---------- WebSocket /ws/race ----------

/** [ms since the race's start (server time), KeyboardEvent.code, key] — as engines/core/game/types.ts KeyLogEntry */
export const raceKeyEntry = z.tuple([
  z.number({ error: '按键时间必须是数字' }).min(0, '比赛还没开始，按键不算数').max(RACE_LIMIT_MAX_S * 1000 + 60_000, '按键时间超出了比赛'),
  z.string({ error: '按键必须是文字' }).max(32, '按键名过长'),
  z.string({ error: '按键必须是文字' }).max(64, '按键名过长'),
]);
export type RaceKeyEntry = z.infer<typeof raceKeyEntry>;

/** Client → server. `auth` first (the token never goes in the URL); `keys` only from a racer. */
export const raceClientMessage = z.discriminatedUnion('type', [
  /** roleId: the active role, as the userRoleId header of REST */
  z.object({ type: z.literal('auth'), token: z.string().max(200), roleId: z.string().min(1).max(80), raceId: uuid('比赛') }),
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('keys'),
    /** echoed in the `ack` */
    seq: z.number().int().min(0),
    /** index in the racer's whole log of this batch's first entry: a resend from an earlier index is idempotent */
    from: z.number().int().min(0).max(RACE_LOG_MAX),
    log: z.array(raceKeyEntry).min(1, '缺少按键记录').max(RACE_BATCH_MAX, '按键记录过长'),
  }),
]);
export type RaceClientMessage = z.infer<typeof raceClientMessage>;

/** One racer's live figures in a `progress` message. */
export type RacerProgress = Pick<RacerView, 'roleId' | 'status' | 'progress' | 'cpm' | 'accuracy' | 'keys' | 'finishMs' | 'place' | 'review'>;

/** Server → client. */
export type RaceServerMessage =
  /** after auth, and whenever the whole view changed: the race as the viewer sees it; `log` is a racer's own stored log (to resume after a reconnect) */
  | { type: 'race'; race: RaceView; log?: RaceKeyEntry[] }
  /** a child joined the lobby (or came back into it) */
  | { type: 'joined'; racer: RacerView; serverNow: number }
  /** the teacher removed a racer (the removed child's device shows it and stops) */
  | { type: 'removed'; roleId: string; serverNow: number }
  /** the teacher pressed 开始: count down to startsAt (server time; compare with serverNow) */
  | { type: 'start'; startsAt: number; endsAt: number; serverNow: number }
  /** coalesced live figures of the racers that changed (at most one per room every RACE_SEND_MS per process) */
  | { type: 'progress'; racers: RacerProgress[]; serverNow: number }
  /** a racer finished (sent at once, never coalesced) */
  | { type: 'finish'; racer: RacerProgress; serverNow: number }
  /** the race ended: the final view with places, speeds and accuracies (the podium) */
  | { type: 'ended'; race: RaceView }
  /** a racer's device left (`away`) or came back */
  | { type: 'presence'; roleId: string; away: boolean; serverNow: number }
  /** the teacher opened the next race with 再来一场: this race's racers are invited to it */
  | { type: 'next'; next: { id: string; code: string }; serverNow: number }
  /** a racer's `keys` taken: `accepted` = keys of the log the server holds; the racer's own figures */
  | { type: 'ack'; seq: number; accepted: number; racer: RacerProgress }
  /** refused: `seq` names the refused batch; `expected` = the index to resend from (a gap or a refused batch); `close` = the socket closes */
  | { type: 'error'; status: number; message: string; seq?: number; expected?: number }
  | { type: 'pong' };

/** Close codes of /ws/race (the /ws ones, server/wsGuard.ts, plus these). */
export const RaceClose = {
  /** the race is gone or not the viewer's */
  notAllowed: 4403,
  /** the same racer opened the race on another socket */
  replaced: 4409,
  /** the teacher removed this racer */
  removed: 4410,
} as const;

/** Fixed texts (docs/API-race.md). */
export const RaceMessages = {
  notFound: '比赛不存在或已结束',
  codeNotFound: '没有找到这个比赛，请检查比赛码',
  teacherOnly: '只有这个班级的老师可以这样做',
  notInClass: '只有班级的老师和同学可以看这场比赛',
  alreadyOpen: '这个班级已经有一场比赛还没结束',
  started: '比赛已经开始了',
  ended: '比赛已经结束了',
  notEnded: '比赛还没结束，结束后才能再来一场',
  noRacers: '还没有同学加入，不能开始',
  full: '这场比赛人满了',
  notRacer: '你不在这场比赛里',
  removed: '老师把你移出了这场比赛',
  racerNotFound: '这个学生不在比赛里',
  nothingToReview: '这个学生的成绩不需要确认',
  notStarted: '比赛还没开始，按键不算数',
  gap: '按键记录不连续，请从服务器要的位置重发',
  future: '按键时间比服务器的比赛时间还快，不算数',
  stale: '按键来得太晚了，不算数',
  tooFast: '按键记录比手能按的还快，不算数',
  order: '按键记录的时间必须按先后排列',
  unreadable: '按键记录无法回放，不算数',
  tooLong: '按键记录太长了',
  replaced: '你在另一个页面进入了这场比赛',
  unknownMessage: '不认识的消息',
  chapterNotFound: '没有找到这篇课文',
  chapterWrongKind: '这篇课文不是这种文字',
  textEmpty: '请粘贴要比赛的文字',
  textTooLong: `文字太长了，最多${RACE_TEXT_MAX}个字`,
  textEnglish: '英文比赛只能用英文字母、数字和标点',
  textHanzi: '拼音和汉字比赛只能用汉字和中文标点',
  textNumbers: '数字比赛只能用数字和 . / * - +，每行一个数',
} as const;
