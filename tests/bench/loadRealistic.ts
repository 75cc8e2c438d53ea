import { curriculum } from '../../server/services/curriculum';
import { chapterResult, freeChapters, gameLevel, loadCaller, playRound, roundLevel, signUp, type LoadResult } from './loadRun';

/**
 * The realistic profile of `npm run bench:load` (BENCH_PROFILE=realistic): a school in class, not a
 * stress test. Students arrive spread over `rampSeconds` (guest sign-in, role, check-in, points
 * draw, the course page: reported apart, as `arrival`); then for `seconds`, the measured window,
 * each lives a child's pace, starting at a random point of its cycle: a chapter
 * about a minute (the course page and the chapter read when it begins, the result and the balance
 * when it ends), and every third turn a game round instead (points check, the level, start, about
 * a minute of play, the replayed finish, the day's board). One student sends about 5 requests a
 * minute; 1,000 students about 80–90 a second once all have arrived.
 */

/** a child's think time: `ms` ± a quarter */
const around = (ms: number) => ms * (0.75 + Math.random() * 0.5);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RealisticOptions {
  /** students arrive uniformly over this many seconds */
  rampSeconds: number;
  /** a chapter's (and a round's) length, ms (60 000: a chapter a minute) */
  chapterMs?: number;
}

export async function runRealistic(urls: readonly string[], students: number, seconds: number, options: RealisticOptions): Promise<LoadResult> {
  const chapterMs = options.chapterMs ?? 60_000;
  const began = Date.now();
  const steadyAt = began + options.rampSeconds * 1000;
  const stopAt = steadyAt + seconds * 1000;
  // requests begun after stopAt are answered but not counted: a turn under way when the window
  // closes is played to its end, so the load stays what it is in class until the last measured second
  const { call, result } = loadCaller(urls, steadyAt, stopAt);

  const student = async (n: number) => {
    await sleep(Math.random() * options.rampSeconds * 1000);
    const h = await signUp(call, n);
    if (!h) return;
    await call('GET', '/course/list', undefined, h);
    // in class once all have arrived, each somewhere in its chapter: its first result comes after a random part of one
    await sleep(Math.max(0, steadyAt - Date.now()));
    // each at a random point of its three-turn cycle (two chapters, a round), its first turn partly done
    const first = Math.floor(Math.random() * 3);
    for (let turn = first; Date.now() < stopAt; turn++) {
      if (turn % 3 === 2) {
        // a first turn that is a round begins somewhere in the first minute, not with every other one
        if (turn === first) await sleep(Math.random() * chapterMs);
        const enough = await call('GET', '/game/pointEnough', undefined, h);
        const level = enough?.data?.enough ? await roundLevel(call, h) : null;
        if (level) {
          // a whole round, also past the window's end: clamping the play to the end made every round in
          // flight finish in the same second (50–100 finishes at once, which no school sends; it set the p99)
          await playRound(call, h, level, around(chapterMs));
          await call('GET', `/game/ranks/${gameLevel.courseId}/${gameLevel.courseLevelId}?period=day`, undefined, h);
          await sleep(around(chapterMs / 6));
          continue;
        }
      }
      const place = curriculum.chapter(freeChapters[(n + turn) % freeChapters.length]!)!;
      if (turn > first) {
        await call('GET', '/course/list', undefined, h);
        await call('GET', `/course/chapter/${place.section.id}/${place.lesson.id}/${place.chapter.id}`, undefined, h);
      }
      await sleep(turn > first ? around(chapterMs) : Math.random() * chapterMs);
      await call('POST', '/student/progress', chapterResult(place.chapter.id), h);
      await call('GET', '/student/point/balance', undefined, h);
    }
  };

  await Promise.all(Array.from({ length: students }, (_, n) => student(n)));
  return result(students, seconds);
}
