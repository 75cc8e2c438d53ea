import type { ProgressResult } from '../../contract/student';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/** The passages of the certificate and medal tests' mocked curriculum. */
export const SHORT = 'asdf jkl; asdf jkl; fdsa';
export const ALPHABET = 'abcdefghijklmnopqrstuvwxyz '.repeat(4);

/**
 * A fixed curriculum (use inside vi.mock('../../levels', …)): section `s-two` of two typing chapters,
 * section `s-video` of a video and a chapter, and `s-abc`, one long chapter typing every letter.
 */
export function certificateLevels() {
  const text = (id: string, passage = SHORT) => ({ id, name: id, lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_text', text: passage }, targets: { goalCpm: 40, minAccuracy: 90 } });
  const video = { id: 'v-1', name: '看视频', lesson_type: 'video', is_game: false, activity: { render_engine: 'video', steps: [{ keys: 'f', caption: '食指' }] } };
  return {
    courses: [
      {
        id: 'keys', name: '指法入门', description: 'd', color: '#ff7a2f', icon: 'k',
        sections: [
          { id: 's-two', name: '基本键位', vip: false, lessons: [{ id: 'l-two', name: '基本键', chapters: [text('c-1'), text('c-2')] }] },
          { id: 's-video', name: '看看手指', vip: false, lessons: [{ id: 'l-video', name: '视频', chapters: [video, text('c-3')] }] },
          { id: 's-abc', name: '字母', vip: false, lessons: [{ id: 'l-abc', name: '字母', chapters: [text('c-abc', ALPHABET)] }] },
        ],
      },
    ],
  };
}

/** The body of a chapter typed through (tests/api/chapterLogs.ts): `wrong` slips at `cpm` 字/分. */
export async function attemptBody(chapterId: string, o: { wrong?: number; cpm?: number; slipsOn?: Record<string, number> } = {}) {
  // imported here: this module is also a vi.mock factory of levels/, which chapterLogs.ts (through the curriculum) reads
  const { typedAttempt } = await import('./chapterLogs');
  return typedAttempt(chapterId, { wrong: o.wrong, cpm: o.cpm, slipsOn: o.slipsOn });
}

/** Posts a finished chapter and expects it taken. */
export async function finish(t: TestApp, h: Record<string, string>, chapterId: string, o: Parameters<typeof attemptBody>[1] = {}) {
  const res = await t.call('POST', t.api('/student/progress'), await attemptBody(chapterId, o), h);
  expect(res.status, res.message).toBe(200);
  return res.data as ProgressResult;
}
