import { replayGame } from '../../engines/core/game/replay';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { gameRules } from '../../engines/games/gameRules';
import { gameCatalog } from '../../levels/games/catalog';
import { curriculum } from '../../server/services/curriculum';
import { REPLAY_TICK_MS } from '../../server/services/gameRounds';
import { summarize, type Summary } from '../../src/perf/stats';
import { typedAttempt } from '../api/chapterLogs';
import { httpJson } from './httpJson';

/**
 * The load of `npm run bench:load` and of its short form in tests/api/load.test.ts: simulated
 * students, each on its own loop against the given server URLs (round-robin, as a proxy would):
 * sign in as a guest, make a role, check in, draw the daily points, then over and over: the course
 * list, a finished chapter, the balance, and a game round (start + replayed finish) while points last.
 */

const API = '/api/client/v1';
/** a request slower than this counts as a timeout */
export const TIMEOUT_MS = 10_000;

export interface LoadResult {
  students: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  latency: Summary;
  /** network failures, timeouts, 5xx, answers that are not the envelope */
  errors: number;
  timeouts: number;
  /** 42900 answers (a limit reached) */
  limited: number;
  firstError: string | null;
  /** latency per request kind ('POST /auth/loginByGuest', …): which one makes the tail */
  byRequest: Record<string, Summary>;
  /** the realistic profile: the arrival wave (sign-ins before the measured window), apart from the figures above */
  arrival?: { requests: number; latency: Summary };
}

export const freeChapters = curriculum.chapters.filter((p) => !p.section.vip && p.chapter.activity.render_engine === 'typing_text').map((p) => p.chapter.id);
// the first level of the first game of /games (a letter game: the home-row keys below are its keys)
const game = gameCatalog.groups[0]!.courses[0]!;
export const gameLevel = { courseId: game.id, courseLevelId: game.levels[0]!.id };
const { machine, levelSchema } = gameRules[game.render_engine]!;

/** One request; null when it failed (counted). */
export type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; data: any } | null>;

/**
 * The request side of a load run, shared by both profiles: `call` sends to the URLs in turn (as a
 * proxy would), times every answer by request kind and counts failures; `result` sums it up.
 */
export function loadCaller(urls: readonly string[], measureFrom = 0, measureUntil = Infinity) {
  const times: number[] = [];
  /** requests begun before `measureFrom` (Date.now() ms): the realistic profile's arrivals; those begun after `measureUntil` are not counted */
  const early: number[] = [];
  const timesOf = new Map<string, number[]>();
  let errors = 0;
  let timeouts = 0;
  let limited = 0;
  let firstError: string | null = null;
  let turn = 0;

  const checked = (status: number, json: { status: number; data: unknown } | null, method: string, path: string) => {
    if (status >= 500 || !json || typeof json.status !== 'number') throw new Error(`HTTP ${status} ${method} ${path}`);
    if (json.status === 42900) limited++;
    return json as { status: number; data: any };
  };

  const call: Call = async (method, path, body, headers = {}) => {
    const url = urls[turn++ % urls.length]!;
    const t0 = performance.now();
    const begun = Date.now();
    const measured = begun >= measureFrom;
    // the turns under way when the window closes are answered, not counted: the load stays steady to its end
    const after = begun >= measureUntil;
    try {
      const headersOut = body !== undefined ? { 'content-type': 'application/json', ...headers } : headers;
      const res = await httpJson(`${url}${API}${path}`, method, headersOut, body !== undefined ? JSON.stringify(body) : undefined, TIMEOUT_MS);
      const json = res.json as { status: number; data: unknown } | null;
      const ms = performance.now() - t0;
      if (after) return checked(res.status, json, method, path);
      if (!measured) early.push(ms);
      if (!measured) return checked(res.status, json, method, path);
      times.push(ms);
      const kind = `${method} ${path.replace(/\/[^/]*\d[^/]*$/, '/…').replace(/^\/course\/chapter\/.*/, '/course/chapter/…')}`;
      if (!timesOf.has(kind)) timesOf.set(kind, []);
      timesOf.get(kind)!.push(ms);
      return checked(res.status, json, method, path);
    } catch (err) {
      errors++;
      if ((err as Error).name === 'TimeoutError') timeouts++;
      firstError ??= `${method} ${path}: ${(err as Error).message}`;
      return null;
    }
  };

  const result = (students: number, elapsedSeconds: number): LoadResult => ({
    students,
    seconds: Math.round(elapsedSeconds * 10) / 10,
    requests: times.length + errors,
    reqPerSec: Math.round((times.length / elapsedSeconds) * 10) / 10,
    latency: summarize(times),
    errors,
    timeouts,
    limited,
    firstError,
    byRequest: Object.fromEntries([...timesOf].map(([kind, t]) => [kind, summarize(t)])),
    ...(measureFrom > 0 ? { arrival: { requests: early.length, latency: summarize(early) } } : {}),
  });
  return { call, result };
}

/** A student's way in: a guest account, a student role, the day's check-in and points draw. Null when it failed. */
export async function signUp(call: Call, n: number): Promise<Record<string, string> | null> {
  const login = await call('POST', '/auth/loginByGuest', {});
  if (login?.status !== 200) return null;
  const authorization = login.data.accessToken as string;
  const role = await call('POST', '/user/role/create', { roleName: `学生${n}`, roleType: 'STUDENT', avatar: 'panda.svg' }, { authorization });
  if (role?.status !== 200) return null;
  const h = { authorization, userroleid: role.data.id as string };
  await call('POST', '/student/signIn', undefined, h);
  await call('POST', '/student/point/drawGamePoint', undefined, h);
  return h;
}

/** A finished chapter as the client sends it (20 right, 1 wrong in 20 s). */
/** A finished chapter as a page sends it: typed through with one slip at 60 字/分, with its key log (tests/api/chapterLogs.ts). */
export const chapterResult = (chapterId: string) => typedAttempt(chapterId, { wrong: 1, cpm: 60 });

/** The level of the load's game rounds, as the server describes it. */
export async function roundLevel(call: Call, h: Record<string, string>) {
  const detail = await call('GET', `/game/levelDetail/${gameLevel.courseId}/${gameLevel.courseLevelId}`, undefined, h);
  return detail?.status === 200 ? levelSchema.parse(detail.data) : null;
}

/** A round of the first game's first level: started, then its replayed key log sent (after `playMs` of play, if given). */
export async function playRound(call: Call, h: Record<string, string>, level: ReturnType<typeof levelSchema.parse>, playMs = 0): Promise<void> {
  const start = await call('POST', '/game/round/start', gameLevel, h);
  if (start?.status !== 200) return;
  const keys: KeyLogEntry[] = [...'asdfjkl'].map((ch, k) => [700 + k * 350, `Key${ch.toUpperCase()}`, ch]);
  // ticked as the server replays (any tick gives the same outcome): a 60 Hz replay here took ~25 ms of the bench's loop a round
  const out = replayGame(machine, { level, seed: start.data.seed }, keys, 600_000, REPLAY_TICK_MS)!;
  if (playMs > 0) await new Promise((r) => setTimeout(r, playMs));
  await call('POST', '/game/progress', { roundId: start.data.roundId, log: out.log, score: out.score, durationMs: out.durationMs }, h);
}

/** The saturation profile: every student sends its next request as soon as the last is answered. */
export async function runLoad(urls: readonly string[], students: number, seconds: number): Promise<LoadResult> {
  const { call, result } = loadCaller(urls);
  const stopAt = Date.now() + seconds * 1000;

  const student = async (n: number) => {
    const h = await signUp(call, n);
    if (!h) return;
    const level = await roundLevel(call, h);
    for (let i = 0; Date.now() < stopAt; i++) {
      await call('GET', '/course/list', undefined, h);
      await call('POST', '/student/progress', chapterResult(freeChapters[(n + i) % freeChapters.length]!), h);
      const balance = await call('GET', '/student/point/balance', undefined, h);
      if (level && balance?.status === 200 && balance.data.point >= 50) await playRound(call, h, level);
    }
  };

  const began = Date.now();
  await Promise.all(Array.from({ length: students }, (_, n) => student(n)));
  return result(students, (Date.now() - began) / 1000);
}
