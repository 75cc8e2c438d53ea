import type { Page } from 'playwright-core';
import type { E2E } from './harness';
import type { Chapter, Lesson, Section } from '../../contract/levels';
import { courses } from '../../levels/index';

/** Makes a guest account with one role through the API and signs the page in as it (localStorage). */
export async function signInAs(t: E2E, page: Page, roleType: 'STUDENT' | 'TEACHER' = 'STUDENT', roleName = '小明') {
  const login = await t.api<{ accessToken: string; visitId: string }>('/auth/loginByGuest', {});
  const token = login.data.accessToken;
  const info = await t.api<{ userId: string }>('/auth/userInfo', undefined, token);
  const role = await t.api<{ id: string }>('/user/role/create', { roleName, roleType, avatar: 'panda.svg' }, token);
  if (role.status !== 200) throw new Error(`role/create failed: ${role.message}`);
  const userId = info.data.userId;
  await seedSession(page, { token, visitId: login.data.visitId, userId, roleId: role.data.id });
  return { token, userId, roleId: role.data.id };
}

/**
 * Signs the page in as an existing account, as a returning tab would find it in localStorage:
 * the token, the visitId and (when given) the chosen role. Seeds once per tab, so the page may
 * reload and navigate freely afterwards.
 */
export async function seedSession(page: Page, s: { token: string; visitId?: string; userId: string; roleId?: string }) {
  await page.addInitScript(
    ([tk, visit, uid, rid]) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('token', tk);
      if (visit) localStorage.setItem('visitId', visit);
      if (rid) localStorage.setItem(`role:${uid}`, rid);
    },
    [s.token, s.visitId ?? '', s.userId, s.roleId ?? ''] as const,
  );
}

/**
 * Counts React commits through the DevTools global hook (react-dom reports every commit to it,
 * also in production builds). Call before the page loads; read with reactCommits(page).
 */
export async function countReactCommits(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
    w.__commits = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        w.__commits++;
      },
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      checkDCE: () => {},
    };
  });
}
export const reactCommits = (page: Page) => page.evaluate(() => (window as unknown as { __commits: number }).__commits);

/** Types a passage as a child would: every character as shown, Enter at line ends. */
export async function typePassage(page: Page, text: string, delayMs = 0) {
  for (const ch of text) {
    if (ch === '\n') await page.keyboard.press('Enter');
    else await page.keyboard.type(ch);
    if (delayMs) await page.waitForTimeout(delayMs);
  }
}

/** Where a chapter lives in levels/: its section, lesson and chapter, for building URLs and reading progress. */
export interface ChapterPlace {
  courseId: string;
  section: Section;
  lesson: Lesson;
  chapter: Chapter;
}

/** Every chapter of levels/ with its place, in curriculum order. */
export function allChapters(): ChapterPlace[] {
  return courses.flatMap((course) =>
    course.sections.flatMap((section) => section.lessons.flatMap((lesson) => lesson.chapters.map((chapter) => ({ courseId: course.id, section, lesson, chapter })))),
  );
}

/** The first chapter (curriculum order) that satisfies pick, with its place; throws when none does. */
export function findChapter(pick: (p: ChapterPlace) => boolean): ChapterPlace {
  const found = allChapters().find(pick);
  if (!found) throw new Error('no chapter in levels/ fits');
  return found;
}

/** Of the chapters that satisfy pick, the one with the smallest size (the first of equals). */
export function smallestChapter(pick: (p: ChapterPlace) => boolean, size: (p: ChapterPlace) => number): ChapterPlace {
  const fitting = allChapters().filter(pick);
  if (fitting.length === 0) throw new Error('no chapter in levels/ fits');
  return fitting.reduce((best, p) => (size(p) < size(best) ? p : best));
}

/** The /chapter/… URL of a place. */
export const chapterUrl = (p: ChapterPlace) => `/chapter/${p.section.id}/${p.lesson.id}/${p.chapter.id}`;

/** The stars the server has saved for a chapter, read through the lesson API as the given role. */
export async function savedStars(t: E2E, who: { token: string; roleId: string }, p: ChapterPlace): Promise<number> {
  const lesson = await t.api<{ chapters: { id: string; stars: number }[] }>(`/course/lesson/${p.section.id}/${p.lesson.id}`, undefined, who.token, who.roleId);
  if (lesson.status !== 200) throw new Error(`lesson view failed: ${lesson.message}`);
  return lesson.data.chapters.find((c) => c.id === p.chapter.id)?.stars ?? 0;
}

/**
 * Installs, before any page script, a fake window.speechSynthesis offering `voices` whose speak()
 * records each utterance's text in window.__spoken (in order); cancel() is counted in
 * window.__cancelled. With `voices === null` the page has no speech synthesis at all.
 * The script is a plain string so no compiled helper leaks into the page.
 */
export async function fakeSpeech(page: Page, voices: Array<{ lang: string; name: string; localService?: boolean; default?: boolean; voiceURI?: string }> | null) {
  await page.addInitScript(`(() => {
    const voices = ${JSON.stringify(voices)};
    window.__spoken = [];
    window.__cancelled = 0;
    if (voices === null) {
      try { delete window.speechSynthesis; } catch (e) {}
      try { delete window.SpeechSynthesisUtterance; } catch (e) {}
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true, writable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: undefined, configurable: true, writable: true });
      return;
    }
    const listeners = [];
    const synth = {
      onvoiceschanged: null,
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => voices.slice(),
      speak: (u) => { window.__spoken.push(String(u && u.text)); },
      cancel: () => { window.__cancelled++; },
      pause: () => {},
      resume: () => {},
      addEventListener: (type, fn) => { if (type === 'voiceschanged') listeners.push(fn); },
      removeEventListener: (type, fn) => { const i = listeners.indexOf(fn); if (i >= 0) listeners.splice(i, 1); },
      dispatchEvent: () => true,
    };
    function Utterance(text) { this.text = text; this.lang = ''; this.rate = 1; this.pitch = 1; this.volume = 1; this.voice = null; }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true, writable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true, writable: true });
  })();`);
}

/** What the fake speechSynthesis of fakeSpeech() was asked to say so far. */
export const spoken = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

/**
 * Game time on the manual game clock (?clock=manual) until the game wants a key: steps of `stepMs`,
 * each followed by the game's nextKey, as a test that steps and asks once a round trip would — but
 * all in one round trip, up to `maxSteps` steps. `stopped`: the clock no longer runs (the round is
 * over, or paused), so stepping on would move nothing; `steps`: the steps taken.
 */
export async function stepToNextKey(page: Page, stepMs: number, maxSteps = 100): Promise<{ next: string | null; stopped: boolean; steps: number }> {
  return page.evaluate(
    ([ms, max]) => {
      const clock = window.__gameClock!;
      for (let i = 1; i <= max; i++) {
        if (!clock.running || !window.__gameNextKey || document.querySelector('[data-testid="game-over"]')) return { next: null, stopped: true, steps: i - 1 };
        clock.step(ms);
        const next = window.__gameNextKey?.() ?? null;
        if (next) return { next, stopped: false, steps: i };
      }
      return { next: null, stopped: !clock.running, steps: max };
    },
    [stepMs, maxSteps] as const,
  );
}

/**
 * Game time on the manual game clock, `stepMs` at a time, until the clock stops (the round is over,
 * or paused) — all in one round trip, up to `maxSteps` steps — for a round left to run by itself.
 * Returns the steps taken and whether the clock stopped.
 */
export async function stepUntilStopped(page: Page, stepMs: number, maxSteps: number): Promise<{ stopped: boolean; steps: number }> {
  return page.evaluate(
    ([ms, max]) => {
      const clock = window.__gameClock!;
      for (let i = 0; i < max; i++) {
        if (!clock.running || !window.__gameNextKey || document.querySelector('[data-testid="game-over"]')) return { stopped: true, steps: i };
        clock.step(ms);
      }
      return { stopped: !clock.running, steps: max };
    },
    [stepMs, maxSteps] as const,
  );
}
