import type { ProgressResult } from '../../contract/student';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { accuracyOf } from '../../contract/scoring';
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

/** The body of a believable finished chapter: `correct` keys at `cpm` with `wrong` mistakes. */
export function attemptBody(chapterId: string, o: { correct?: number; wrong?: number; cpm?: number; keyStats?: Record<string, { hit: number; miss: number }> } = {}) {
  const correct = o.correct ?? SHORT.length;
  const wrong = o.wrong ?? 0;
  const cpm = o.cpm ?? 60;
  const durationMs = Math.round((correct * 60_000) / cpm);
  return { attemptId: randomUUID(), chapterId, durationMs, correct, wrong, cpm, accuracy: accuracyOf(correct, wrong), keyStats: o.keyStats ?? { KeyA: { hit: 3, miss: 1 } } };
}

/** Posts a finished chapter and expects it taken. */
export async function finish(t: TestApp, h: Record<string, string>, chapterId: string, o: Parameters<typeof attemptBody>[1] = {}) {
  const res = await t.call('POST', t.api('/student/progress'), attemptBody(chapterId, o), h);
  expect(res.status).toBe(200);
  return res.data as ProgressResult;
}
