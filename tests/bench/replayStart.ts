/**
 * Issue 42's replay bench: how long a replay of a 5-minute chapter attempt takes to start — from
 * opening the teacher's replay page to its first frame ready (the stage host built, the log judged,
 * the scene drawn: `[data-testid=replay-stage][data-ready]`, set a frame after). Goal < 1 s.
 * One quick run, cold (first visit: the page's and the engine's chunks) and warm (opened again).
 * `npm run build:test` first; then `npx tsx tests/bench/replayStart.ts` (REPLAY_TRACE=1 also prints the
 * page's fetches and its milestones, ms after navigation: replay:asked/answered/loaded — the attempt —
 * replay:app — the Pixi application, started beside it — replay:host, replay:ready — the first frame).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Chapter } from '../../contract/levels';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { standardCodeOf } from '../../engines/core/keyboard';
import { chapterAttempts, attemptLogs } from '../../server/db/schema';
import { packLog } from '../../server/services/attemptLogs';
import { curriculum } from '../../server/services/curriculum';
import { startE2E } from '../e2e/harness';
import { signInAs } from '../e2e/helpers';

const MINUTES = 5;
/** the longest English chapter: the most keys a 5-minute attempt on one chapter can hold */
const chapter: Chapter = curriculum.chapters
  .map((p) => p.chapter)
  .filter((c) => c.activity.render_engine === 'typing_text')
  .reduce((a, b) => ((b.activity as { text: string }).text.length > (a.activity as { text: string }).text.length ? b : a));
const text = (chapter.activity as { text: string }).text;

/** The chapter typed over MINUTES minutes, a slip before every third key (so the log has more entries than the text). */
function fiveMinuteLog(): KeyLogEntry[] {
  const keys: Array<[string, string]> = [];
  [...text].forEach((c, i) => {
    const key = c === '\n' ? 'Enter' : c;
    if (i % 3 === 1) keys.push(['KeyQ', key === 'q' ? 'w' : 'q']);
    keys.push([standardCodeOf(key), key]);
  });
  const gap = (MINUTES * 60_000) / keys.length;
  return keys.map(([code, key], i) => [Math.round(i * gap), code, key]);
}

const t = await startE2E();
try {
  const page = await t.newPage({ width: 1366, height: 900 });
  const teach = await signInAs(t, page, 'TEACHER', '王老师');
  const group = (await t.api<{ id: string }>('/student/studyGroup/create', { name: '三年级二班' }, teach.token, teach.roleId)).data.id;
  const token = (await t.api<{ accessToken: string }>('/auth/loginByGuest', {})).data.accessToken;
  const roleId = (await t.api<{ id: string }>('/user/role/create', { roleName: '小红', roleType: 'STUDENT', avatar: 'panda.svg' }, token)).data.id;
  await t.api(`/student/studyGroup/join/${group}`, {}, token, roleId);
  // the attempt as the chapter route stores one (its figures are not what is measured here)
  const log = fiveMinuteLog();
  const attemptId = randomUUID();
  const now = new Date();
  await t.app.db.insert(chapterAttempts).values({ attemptId, roleId, chapterId: chapter.id, durationMs: log.at(-1)![0], correct: text.length, wrong: 0, cpm: 1, accuracy: 100, stars: 1, pointsEarned: 0, day: now.toISOString().slice(0, 10), createdAt: now });
  const packed = await packLog(log);
  await t.app.db.insert(attemptLogs).values({ attemptId, roleId, ...packed, createdAt: now });
  console.log(`chapter ${chapter.id}: ${text.length} characters; log ${log.length} entries over ${MINUTES} min, ${packed.rawBytes} B JSON → ${Math.round((packed.log!.length * 3) / 4)} B brotli`);

  const open = async () => {
    const at = performance.now();
    await page.goto(`/group/${group}/replay/${roleId}/chapter/${attemptId}`);
    await page.locator('[data-testid="replay-stage"][data-ready]').waitFor({ timeout: 30_000 });
    if (process.env.REPLAY_TRACE)
      // no named functions inside: tsx's keepNames would call a helper the page does not have
      console.log(
        await page.evaluate(() =>
          (performance.getEntries() as PerformanceResourceTiming[])
            .filter((e) => e.entryType === 'navigation' || e.entryType === 'resource')
            .map((r) => `${r.name.replace(/^.*\//, '').slice(0, 40)} ${r.startTime.toFixed(0)}→${r.responseEnd.toFixed(0)}`)
            .concat(performance.getEntriesByType('mark').map((m) => `${m.name} ${m.startTime.toFixed(0)}`))
            .concat(`now ${performance.now().toFixed(0)}`)
            .join('\n'),
        ),
      );
    return performance.now() - at;
  };
  const cold = await open();
  await page.goto('/');
  const warm = await open();
  console.log(`replay start (page opened → first frame ready): cold ${cold.toFixed(0)} ms, warm ${warm.toFixed(0)} ms (goal < 1000 ms) ${Math.max(cold, warm) < 1000 ? 'OK' : 'OVER'}`);
} finally {
  await t.close();
}
