import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { gameRounds } from '../../server/db/schema';
import type { TestApp } from './harness';
import { fixedLevels, newRole, PASSAGE, type Headers } from './accountHelpers';
import { GAMES } from '../../engines/registry';

/** The account tests' fixed curriculum plus a 会员 section with one chapter, v-0 (use inside vi.mock('../../levels', …)). */
export function homeworkLevels() {
  const base = fixedLevels();
  const vipChapter = { id: 'v-0', name: '会员第一关', lesson_type: 'practice', is_game: false, activity: { render_engine: 'typing_text', text: PASSAGE }, targets: { goalCpm: 40, minAccuracy: 90 } };
  base.courses[0]!.sections.push({ id: 'keys-vip', name: '会员单元', vip: true, lessons: [{ id: 'vip-1', name: '进阶键', chapters: [vipChapter] }] } as never);
  return base;
}

/** A real game level of levels/games: the first level of the first registered game (level mode). */
const firstGame = GAMES[0]!;
export const GAME = { courseId: firstGame.name, levelId: ((await firstGame.levels()).default as readonly { id: string }[])[0]!.id };

/** A teacher with a class and `n` students in it. */
export async function classWith(t: TestApp, names: string[] = ['小红']) {
  const teacher = await newRole(t, 'TEACHER', '王老师');
  const made = await t.call('POST', t.api('/student/studyGroup/create'), { name: '三(2)班' }, teacher);
  expect(made.status).toBe(200);
  const id = made.data.id as string;
  const students: Headers[] = [];
  for (const name of names) {
    const s = await newRole(t, 'STUDENT', name);
    expect((await t.call('POST', t.api(`/student/studyGroup/join/${id}`), {}, s)).status).toBe(200);
    students.push(s);
  }
  return { teacher, students, id };
}

/** A finished game round as the server stores one after its replay. */
export async function seedRound(t: TestApp, roleId: string, finishedAt: Date, o: { stars: number; correct?: number; wrong?: number; durationMs?: number; mode?: string }) {
  await t.app.db.insert(gameRounds).values({
    id: randomUUID(), roleId, courseId: GAME.courseId, levelId: GAME.levelId, renderEngine: GAME.courseId, mode: o.mode ?? 'level', seed: 1,
    day: finishedAt.toISOString().slice(0, 10), startedAt: finishedAt, finishedAt, score: 10, stars: o.stars,
    correct: o.correct ?? 30, wrong: o.wrong ?? 0, durationMs: o.durationMs ?? 30_000,
  });
}
