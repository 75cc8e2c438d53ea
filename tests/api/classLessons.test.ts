import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLASS_LESSONS_MAX, LessonMessages, lessonChapterId, type ClassLesson, type LessonPreview } from '../../contract/classLessons';
import type { StudentAssignment, TeacherAssignment } from '../../contract/homework';
import type { TypingPinyinActivity } from '../../contract/levels';
import { RACE_TEXT_MAX, RaceMessages } from '../../contract/race';
import type { AttemptSummary } from '../../contract/replay';
import { chapterRulesOf } from '../../engines/chapterRules';
import type { KeyLogEntry } from '../../engines/core/keyLog';
import { standardCodeOf } from '../../engines/core/keyboard';
import { replayChapter } from '../../engines/core/session/replayChapter';
import { attemptLogs, chapterAttempts, chapterBest, classLessons } from '../../server/db/schema';
import { LOG_DISAGREES } from '../../server/services/attemptLogs';
import { startTestApp, type TestApp } from './harness';
import { newRole, type Headers } from './accountHelpers';
import { classWith } from './homeworkHelpers';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(() => t.close());

const get = (path: string, h: Headers) => t.call('GET', t.api(path), undefined, h);
const post = (path: string, body: unknown, h: Headers) => t.call('POST', t.api(path), body, h);
const ENGLISH = 'The cat sat on the mat.\nA dog ran.';
const POEM = '床前明月光，疑是地上霜。';
const today = () => t.app.clock.now().toISOString().slice(0, 10);

/** The English lesson typed at 180 ms a key with a slip before every fourth: the body an honest page posts. */
function typed(lesson: ClassLesson, slipEvery = 4) {
  if (lesson.activity.render_engine !== 'typing_text') throw new Error('an English lesson');
  const log: KeyLogEntry[] = [];
  [...lesson.activity.text].forEach((c, i) => {
    const key = c === '\n' ? 'Enter' : c;
    if (slipEvery && i % slipEvery === 1) log.push([log.length * 180, 'KeyQ', key === 'q' ? 'w' : 'q']);
    log.push([log.length * 180, standardCodeOf(key), key]);
  });
  const { result } = replayChapter(chapterRulesOf('typing_text')!, lesson.activity, log);
  return {
    attemptId: randomUUID(), chapterId: lesson.chapterId, durationMs: Math.round(result!.durationMs), correct: result!.correct, wrong: result!.wrong,
    cpm: Math.round(result!.cpm * 10) / 10, accuracy: Math.round(result!.accuracy * 10) / 10, keyStats: result!.keyStats, log,
  };
}

describe('老师的课: the teacher makes, lists and deletes', () => {
  it('previews each kind with the race text check, refuses what the race refuses, and only for a teacher', async () => {
    const { teacher, students: [child] } = await classWith(t);
    const english = (await post('/classLesson/preview', { kind: 'english', text: `${ENGLISH}\r\n\r\n` }, teacher)).data as LessonPreview;
    expect(english.activity).toEqual({ render_engine: 'typing_text', text: ENGLISH });
    const pinyin = (await post('/classLesson/preview', { kind: 'pinyin', text: POEM }, teacher)).data as LessonPreview;
    expect((pinyin.activity as TypingPinyinActivity).items).toEqual([
      { hanzi: '床前明月', pinyin: 'chuáng qián míng yuè' }, { hanzi: '光', pinyin: 'guāng' },
      { hanzi: '疑是地上', pinyin: 'yí shì dì shàng' }, { hanzi: '霜', pinyin: 'shuāng' },
    ]);
    expect((await post('/classLesson/preview', { kind: 'hanzi', text: POEM }, teacher)).data.activity).toEqual({ render_engine: 'logographic', text: POEM });
    expect((await post('/classLesson/preview', { kind: 'numbers', text: '12.5\n3 -7' }, teacher)).data.length).toBeGreaterThan(0);
    for (const [kind, text, message] of [
      ['english', '   ', RaceMessages.textEmpty], ['english', '你好', RaceMessages.textEnglish], ['hanzi', 'abc', RaceMessages.textHanzi],
      ['pinyin', '床前 ok', RaceMessages.textHanzi], ['numbers', '12 a', RaceMessages.textNumbers], ['hanzi', '字'.repeat(RACE_TEXT_MAX + 1), RaceMessages.textTooLong],
    ] as const) expect(await post('/classLesson/preview', { kind, text }, teacher)).toMatchObject({ status: 40000, message });
    expect((await post('/classLesson/preview', { kind: 'english', text: ENGLISH }, child!)).status).toBe(40300);
  });

  it('makes a 拼音 lesson with the teacher\'s corrected readings, checked one tone-marked syllable per 汉字', async () => {
    const { teacher, id } = await classWith(t);
    const body = { groupId: id, title: '静夜思', kind: 'pinyin', text: POEM };
    const readings = ['chuáng qián míng yuè', 'guāng', 'yí shì dì shang', 'shuāng'];
    expect(await post('/classLesson/create', { ...body, readings: readings.slice(1) }, teacher)).toMatchObject({ status: 40000, message: '拼音的条数和课文对不上，请重新生成预览' });
    expect(await post('/classLesson/create', { ...body, readings: ['chuáng qián míng', ...readings.slice(1)] }, teacher)).toMatchObject({ status: 40000, message: '「床前明月」有4个字，拼音要写4个音节，用空格隔开' });
    expect(await post('/classLesson/create', { ...body, readings: ['chuáng qián míng yuè', 'gxx', ...readings.slice(2)] }, teacher)).toMatchObject({ status: 40000, message: '「光」的拼音「gxx」不是一个音节：只能用拼音字母和声调符号，比如 zhōng' });
    expect(await post('/classLesson/create', { ...body, readings: ['chuang2 qián míng yuè', ...readings.slice(1)] }, teacher)).toMatchObject({ status: 40000 });
    expect(await post('/classLesson/create', { ...body, kind: 'hanzi', readings }, teacher)).toMatchObject({ status: 40000, message: '只有拼音课可以改拼音' });
    expect(await t.app.db.select().from(classLessons).where(eq(classLessons.groupId, id))).toHaveLength(0);
    const made = await post('/classLesson/create', { ...body, readings: ['Chuáng  qián míng yuè', ...readings.slice(1)] }, teacher);
    expect(made.status, made.message).toBe(200);
    const lesson = made.data as ClassLesson;
    expect((lesson.activity as TypingPinyinActivity).items.map((i) => i.pinyin)).toEqual(readings);
    expect(lesson).toMatchObject({ title: '静夜思', kind: 'pinyin', chapterId: lessonChapterId(lesson.id), length: 40, targets: { minAccuracy: 85 } });
  });

  it('refuses a missing or long title, another teacher\'s class, and past the class\'s count', async () => {
    const { teacher, id } = await classWith(t);
    const body = { groupId: id, title: '第一课', kind: 'english', text: ENGLISH };
    expect(await post('/classLesson/create', { ...body, title: ' ' }, teacher)).toMatchObject({ status: 40000, message: '请给这课起个名字' });
    expect(await post('/classLesson/create', { ...body, title: '长'.repeat(21) }, teacher)).toMatchObject({ status: 40000, message: '课的名字最多20个字' });
    expect((await post('/classLesson/create', body, await newRole(t, 'TEACHER', '李老师'))).status).toBe(40300);
    const now = t.app.clock.now();
    await t.app.db.insert(classLessons).values(Array.from({ length: CLASS_LESSONS_MAX - 1 }, (_, i) => ({
      id: randomUUID(), groupId: id, createdBy: teacher.userroleid!, title: `课${i}`, kind: 'english', source: 'a', activity: { render_engine: 'typing_text', text: 'a' }, createdAt: now,
    })));
    const [last, over] = await Promise.all([post('/classLesson/create', body, teacher), post('/classLesson/create', body, teacher)].map((p) => p.then((r) => r.status)));
    expect([last, over].sort()).toEqual([200, 40900]);
    expect(await post('/classLesson/create', body, teacher)).toMatchObject({ status: 40900, message: LessonMessages.full });
    const list = (await get(`/classLesson/class/${id}`, teacher)).data as ClassLesson[];
    expect(list).toHaveLength(CLASS_LESSONS_MAX);
    // deleting one makes room
    expect((await post(`/classLesson/${list[0]!.id}/delete`, {}, teacher)).status).toBe(200);
    expect((await post('/classLesson/create', body, teacher)).status).toBe(200);
  });
});

describe('老师的课: the class\'s children type it', () => {
  it('shows it to the class only, scores it by the server\'s replay as a chapter, once, without touching course progress', async () => {
    const { teacher, students: [child, other], id } = await classWith(t, ['小红', '小刚']);
    const lesson = (await post('/classLesson/create', { groupId: id, title: '英文单词', kind: 'english', text: ENGLISH }, teacher)).data as ClassLesson;
    const outsider = await newRole(t, 'STUDENT', '小白');
    expect(((await get('/classLesson/mine', child!)).data as ClassLesson[]).map((l) => [l.id, l.groupName, l.stars])).toEqual([[lesson.id, '三(2)班', 0]]);
    expect((await get('/classLesson/mine', outsider)).data).toEqual([]);
    expect(await get(`/classLesson/${lesson.id}`, outsider)).toMatchObject({ status: 40300, message: LessonMessages.notInClass });
    expect((await get(`/classLesson/${lesson.id}`, child!)).data).toMatchObject({ id: lesson.id, activity: lesson.activity });

    const body = typed(lesson);
    expect(await post(`/classLesson/${lesson.id}/progress`, { ...body, wrong: body.wrong + 1, accuracy: Math.round((body.correct / (body.correct + body.wrong + 1)) * 1000) / 10 }, child!))
      .toMatchObject({ status: 40000, message: LOG_DISAGREES });
    expect(await post(`/classLesson/${lesson.id}/progress`, { ...body, chapterId: 'kb-home-fj-1' }, child!)).toMatchObject({ status: 40000 });
    expect((await post(`/classLesson/${lesson.id}/progress`, body, outsider)).status).toBe(40300);
    const saved = await post(`/classLesson/${lesson.id}/progress`, body, child!);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.data.stars).toBeGreaterThanOrEqual(1);
    const again = await post(`/classLesson/${lesson.id}/progress`, body, child!);
    expect(again.data).toMatchObject({ stars: saved.data.stars, pointsEarned: saved.data.pointsEarned, point: saved.data.point });
    expect(await t.app.db.select().from(chapterAttempts).where(eq(chapterAttempts.roleId, child!.userroleid!))).toMatchObject([{ chapterId: lesson.chapterId, stars: saved.data.stars }]);
    expect(await t.app.db.select().from(attemptLogs).where(eq(attemptLogs.attemptId, body.attemptId))).toHaveLength(1);
    // the lesson's best is its own: no curriculum chapter gains a star
    expect((await t.app.db.select().from(chapterBest).where(eq(chapterBest.roleId, child!.userroleid!))).map((b) => b.chapterId)).toEqual([lesson.chapterId]);
    expect(((await get('/classLesson/mine', child!)).data as ClassLesson[])[0]!.stars).toBe(saved.data.stars);
    expect(((await get('/classLesson/mine', other!)).data as ClassLesson[])[0]!.stars).toBe(0);

    // the teacher sees the attempt and replays it
    const attempts = (await get(`/school/${id}/attempts?roleId=${child!.userroleid}`, teacher)).data as AttemptSummary[];
    expect(attempts).toMatchObject([{ kind: 'chapter', id: body.attemptId, title: '老师的课：英文单词', chapterId: lesson.chapterId, playable: true }]);
    const replay = await get(`/school/${id}/attempt/${child!.userroleid}/chapter/${body.attemptId}`, teacher);
    expect(replay.data).toMatchObject({ activity: lesson.activity, log: body.log });
  });
});

describe('老师的课 as homework and in a race', () => {
  it('is assigned, done by the server-scored attempt, kept while it is homework, then deleted with its attempts still replayable', async () => {
    const { teacher, students: [child], id } = await classWith(t);
    const lesson = (await post('/classLesson/create', { groupId: id, title: '第三课', kind: 'english', text: ENGLISH }, teacher)).data as ClassLesson;
    const catalog = (await get(`/student/studyGroup/${id}/homework/catalog`, teacher)).data;
    expect(catalog.lessons).toEqual([{ id: lesson.id, title: '第三课', kind: 'english' }]);
    const other = await classWith(t);
    expect(await post(`/student/studyGroup/${other.id}/homework`, { kind: 'lesson', lessonId: lesson.id, dueDay: today() }, other.teacher)).toMatchObject({ status: 40000, message: '没有这课，请重新选择' });
    const assigned = await post(`/student/studyGroup/${id}/homework`, { kind: 'lesson', lessonId: lesson.id, dueDay: today() }, teacher);
    expect(assigned.status, assigned.message).toBe(200);
    const homeworkId = (assigned.data.assignment as TeacherAssignment).id;
    expect(assigned.data.assignment).toMatchObject({ kind: 'lesson', itemKey: lesson.chapterId, title: '第三课', where: '老师的课', link: `/class-lesson/${lesson.id}`, bar: { stars: 1, accuracy: 90 }, doneCount: 0 });
    const mine = () => get('/student/homework/mine', child!).then((r) => (r.data as StudentAssignment[])[0]!);
    expect(await mine()).toMatchObject({ title: '第三课', status: 'todo' });

    // many slips: below the bar (tried), then a clean run: done
    const sloppy = typed(lesson, 2);
    expect((await post(`/classLesson/${lesson.id}/progress`, sloppy, child!)).status).toBe(200);
    expect(await mine()).toMatchObject({ status: 'tried' });
    const clean = typed(lesson, 0);
    expect((await post(`/classLesson/${lesson.id}/progress`, clean, child!)).data.stars).toBeGreaterThanOrEqual(2);
    expect(await mine()).toMatchObject({ status: 'done', accuracy: 100 });
    expect(((await get(`/student/studyGroup/${id}/homework`, teacher)).data as TeacherAssignment[])[0]).toMatchObject({ doneCount: 1 });
    expect((await get(`/student/studyGroup/${id}/gradebook`, teacher)).data.assignments).toMatchObject([{ kind: 'lesson', title: '第三课' }]);

    // deleting: refused while it is live homework, then done; the attempts keep their replay
    expect(await post(`/classLesson/${lesson.id}/delete`, {}, other.teacher)).toMatchObject({ status: 40300 });
    expect(await post(`/classLesson/${lesson.id}/delete`, {}, teacher)).toMatchObject({ status: 40900, message: LessonMessages.inHomework });
    expect((await post(`/student/studyGroup/${id}/homework/${homeworkId}/remove`, {}, teacher)).status).toBe(200);
    expect((await post(`/classLesson/${lesson.id}/delete`, {}, teacher)).status).toBe(200);
    expect(await post(`/classLesson/${lesson.id}/delete`, {}, teacher)).toMatchObject({ status: 40400, message: LessonMessages.notFound });
    expect((await get('/classLesson/mine', child!)).data).toEqual([]);
    expect((await get(`/classLesson/${lesson.id}`, child!)).status).toBe(40400);
    expect((await post(`/classLesson/${lesson.id}/progress`, typed(lesson), child!)).status).toBe(40400);
    const replay = await get(`/school/${id}/attempt/${child!.userroleid}/chapter/${clean.attemptId}`, teacher);
    expect(replay.data).toMatchObject({ title: '老师的课：第三课', log: clean.log });
  });

  it('is raced: the lesson\'s own title and text, of its kind and its class only', async () => {
    const { teacher, id } = await classWith(t);
    const lesson = (await post('/classLesson/create', { groupId: id, title: '静夜思', kind: 'pinyin', text: POEM }, teacher)).data as ClassLesson;
    const other = await classWith(t);
    const otherLesson = (await post('/classLesson/create', { groupId: other.id, title: '别班', kind: 'pinyin', text: POEM }, other.teacher)).data as ClassLesson;
    expect(await post('/race/create', { groupId: id, kind: 'hanzi', lessonId: lesson.id }, teacher)).toMatchObject({ status: 40000, message: LessonMessages.wrongKind });
    expect(await post('/race/create', { groupId: id, kind: 'pinyin', lessonId: otherLesson.id }, teacher)).toMatchObject({ status: 40400 });
    expect(await post('/race/create', { groupId: id, kind: 'pinyin', lessonId: lesson.id, text: POEM }, teacher)).toMatchObject({ status: 40000 });
    const race = await post('/race/create', { groupId: id, kind: 'pinyin', lessonId: lesson.id }, teacher);
    expect(race.status, race.message).toBe(200);
    expect(race.data).toMatchObject({ title: '静夜思', kind: 'pinyin', activity: lesson.activity });
  });
});
