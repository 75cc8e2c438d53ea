import { expect } from 'vitest';
import type { TestApp } from './harness';

/** The passage of the fixed typing_text chapters of the account tests' mocked curriculum. */
export const PASSAGE = 'asdf jkl; asdf jkl; fdsa';

/** A fixed curriculum (use inside vi.mock('../../levels', …)): chapters k-0 … k-19, all typing_text. */
export function fixedLevels() {
  const text = (id: string) => ({ id, name: `第${id}关`, lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_text', text: PASSAGE }, targets: { goalCpm: 40, minAccuracy: 90 } });
  return {
    courses: [
      {
        id: 'keys', name: '指法', description: 'd', color: '#ff7a2f', icon: 'k',
        sections: [{ id: 'keys-free', name: '免费', vip: false, lessons: [{ id: 'keys-1', name: '基本键', chapters: Array.from({ length: 20 }, (_, i) => text(`k-${i}`)) }] }],
      },
    ],
  };
}

export type Headers = Record<string, string>;

/** A new guest account with one role; the headers its tab sends, plus the token and role id. */
export async function newRole(t: TestApp, roleType: 'STUDENT' | 'TEACHER' = 'STUDENT', roleName = '小明', token?: string) {
  const authorization = token ?? ((await t.call('POST', t.api('/auth/loginByGuest'), {})).data.accessToken as string);
  const role = await t.call('POST', t.api('/user/role/create'), { roleName, roleType, avatar: 'panda.svg' }, { authorization });
  expect(role.status).toBe(200);
  return { authorization, userroleid: role.data.id as string };
}

/** Posts a chapter typed through (tests/api/chapterLogs.ts): its log with `wrong` slips at `cpm` 字/分, and what the engine makes of it. */
export async function finishChapter(t: TestApp, h: Headers, chapterId: string, o: { wrong?: number; cpm?: number; slipsOn?: Record<string, number> } = {}) {
  // imported here: this module is also a vi.mock factory of levels/, which chapterLogs.ts (through the curriculum) reads
  const { typedAttempt } = await import('./chapterLogs');
  const body = typedAttempt(chapterId, { wrong: o.wrong, cpm: o.cpm, slipsOn: o.slipsOn });
  const res = await t.call('POST', t.api('/student/progress'), body, h);
  expect(res.status, res.message).toBe(200);
  return res.data as { stars: number; pointsEarned: number; point: number };
}

/** Moves the injected clock forward to an instant (UTC). */
export function moveTo(t: TestApp, iso: string) {
  const target = new Date(iso).getTime();
  const delta = target - t.clock.now().getTime();
  if (delta < 0) throw new Error('the test clock only moves forward');
  t.clock.advance(delta);
}
