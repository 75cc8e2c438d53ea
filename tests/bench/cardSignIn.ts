/**
 * Issue 42's bench: a class of 40 made students signing in by their login cards at the bell, then
 * loading their first chapter — over real HTTP on loopback, with the production rate limits.
 * Half sign in by picture password (the PC room: 班级码 → the name list → three pictures), half by
 * the card's QR (a tablet). Then each child's app asks what a child's first chapter asks: userInfo,
 * the role list, the course list, the lesson and the chapter.
 *
 * Two arrivals: the whole class in the same second (`burst`), and spread over a minute (`minute`,
 * each child at a random moment; `BENCH_SPREAD_S` shortens it). The goal: every call's p99 < 300 ms.
 * On PGlite on disk, as `npm start` runs it; DATABASE_URL for PostgreSQL.
 * `npx tsx tests/bench/cardSignIn.ts`
 */
import { performance } from 'node:perf_hooks';
import { listenOnLoopback, startTestApp } from '../api/harness';
import { httpJson } from './httpJson';

const CHILDREN = 40;
const SPREAD_S = Number(process.env.BENCH_SPREAD_S ?? 60);
const GOAL_MS = 300;

// PGlite on disk runs on its own thread, as `npm start` runs it
const t = await startTestApp({ rateLimitScale: 1, pgliteOnDisk: true });
const port = await listenOnLoopback(t);
const base = `http://127.0.0.1:${port}/api/client/v1`;

type Headers = Record<string, string>;
async function call(method: string, path: string, body: unknown, headers: Headers = {}): Promise<{ ms: number; data: any }> {
  const at = performance.now();
  const answer = await httpJson(`${base}${path}`, method, { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, body === undefined ? undefined : JSON.stringify(body), 30_000);
  const ms = performance.now() - at;
  const envelope = answer.json as { status?: number; data?: unknown; message?: string } | null;
  if (answer.status !== 200 || !envelope || envelope.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${envelope?.message ?? ''}`);
  return { ms, data: envelope.data };
}

async function makeClass(name: string) {
  const authorization = (await t.call('POST', t.api('/auth/loginByGuest'), {})).data.accessToken as string;
  const role = await t.call('POST', t.api('/user/role/create'), { roleName: '老师', roleType: 'TEACHER', avatar: 'panda.svg' }, { authorization });
  const h = { authorization, userroleid: role.data.id as string };
  const group = (await t.call('POST', t.api('/student/studyGroup/create'), { name }, h)).data.id as string;
  const names = Array.from({ length: CHILDREN }, (_, i) => `${name}同学${i + 1}`);
  const preview = await t.call('POST', t.api(`/school/${group}/students/preview`), { text: names.join('\n') }, h);
  const made = await t.call('POST', t.api(`/school/${group}/students/create`), { students: preview.data.rows }, h);
  if (made.data?.length !== CHILDREN) throw new Error(`class not made: ${made.message}`);
  const cards = (await t.call('GET', t.api(`/school/${group}/cards`), undefined, h)).data as { classCode: string; cards: Array<{ cardId: string; pictures: string[]; qrPath: string }> };
  return cards;
}

type Timings = Record<string, number[]>;

async function oneChild(classCode: string, card: { cardId: string; pictures: string[]; qrPath: string }, byPictures: boolean, times: Timings) {
  const note = (what: string, ms: number) => (times[what] ??= []).push(ms);
  const started = performance.now();
  let login: { ms: number; data: any };
  if (byPictures) {
    const roster = await call('POST', '/school/login/roster', { classCode });
    note('roster', roster.ms);
    login = await call('POST', '/school/login/pictures', { classCode, cardId: card.cardId, pictures: card.pictures });
    note('pictures sign-in', login.ms);
  } else {
    login = await call('POST', '/school/login/card', { token: card.qrPath.split('#')[1] });
    note('QR sign-in', login.ms);
  }
  const h = { authorization: login.data.accessToken as string, userroleid: login.data.roleId as string };
  const [info, roles, list] = await Promise.all([call('GET', '/auth/userInfo', undefined, h), call('GET', '/user/role/list', undefined, h), call('GET', '/course/list', undefined, h)]);
  note('userInfo', info.ms);
  note('role list', roles.ms);
  note('course list', list.ms);
  const section = list.data.courses[0].sections[0];
  const detail = await call('GET', `/course/section/${section.id}`, undefined, h);
  note('section', detail.ms);
  const lesson = await call('GET', `/course/lesson/${section.id}/${detail.data.lessons[0].id}`, undefined, h);
  note('lesson', lesson.ms);
  const chapter = await call('GET', `/course/chapter/${section.id}/${lesson.data.id}/${lesson.data.chapters[0].id}`, undefined, h);
  note('chapter', chapter.ms);
  note('child, sign-in to chapter', performance.now() - started);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function run(label: string, className: string, delayOf: (i: number) => number) {
  const { classCode, cards } = await makeClass(className);
  const times: Timings = {};
  const at = performance.now();
  await Promise.all(cards.map(async (card, i) => {
    await new Promise((r) => setTimeout(r, delayOf(i)));
    await oneChild(classCode, card, i % 2 === 0, times);
  }));
  const wall = (performance.now() - at) / 1000;
  console.log(`\n${label}: ${CHILDREN} children in ${wall.toFixed(1)} s`);
  let over = false;
  for (const [what, xs] of Object.entries(times)) {
    const p99 = pct(xs, 99);
    const isCall = what !== 'child, sign-in to chapter';
    if (isCall && p99 >= GOAL_MS) over = true;
    console.log(`  ${what.padEnd(26)} n=${String(xs.length).padStart(3)}  p50 ${pct(xs, 50).toFixed(1).padStart(6)}  p95 ${pct(xs, 95).toFixed(1).padStart(6)}  p99 ${p99.toFixed(1).padStart(6)} ms${isCall ? '' : ' (all of a child’s calls)'}`);
  }
  console.log(`  every call's p99 < ${GOAL_MS} ms: ${over ? 'OVER' : 'OK'}`);
}

try {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk'}`);
  await run('burst (the whole class in the same second)', '一班', () => Math.random() * 1000);
  await run(`spread over ${SPREAD_S} s`, '二班', () => Math.random() * SPREAD_S * 1000);
} finally {
  await t.close();
}
