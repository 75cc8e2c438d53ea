import { z } from 'zod';
import type { Activity, Targets } from './levels';
import { RACE_TEXT_MAX, raceKinds, type RaceKind } from './race';

/**
 * 老师的课 (issue 42 item 4, docs/API-lessons.md): a text the class's teacher pastes, made into a
 * lesson of a kind (英文, 拼音, 汉字, 数字小键盘) with the class race's check and conversion. The
 * class's children type it as a chapter (stars, accuracy, the server's replay), it can be homework
 * and a race's text.
 */

/** Live lessons a class holds at most. */
export const CLASS_LESSONS_MAX = 50;
/** A lesson's title, characters at most. */
export const LESSON_TITLE_MAX = 20;
/** The chapter id a lesson's attempts are stored under (chapter_attempts, attempt_logs, homework's item key). */
export const LESSON_CHAPTER_PREFIX = 'lesson:';
export const lessonChapterId = (lessonId: string) => `${LESSON_CHAPTER_PREFIX}${lessonId}`;

/** The stars of a lesson, by kind: the curriculum's own for such text (汉字 and 拼音 count 字, several keys each). */
export const LESSON_TARGETS: Record<RaceKind, Targets> = {
  english: { goalCpm: 30, minAccuracy: 90 },
  pinyin: { goalCpm: 12, minAccuracy: 85 },
  hanzi: { goalCpm: 15, minAccuracy: 90 },
  numbers: { goalCpm: 30, minAccuracy: 90 },
};

/** Tone-marked pinyin letters (ü and the four tones of each vowel), as a chapter's pinyin is written. */
export const TONE_LETTERS = /^[a-zāáǎàēéěèīíǐìōóǒòūúǔùüǖǘǚǜńňǹḿ]+$/u;
/** A typed reading as its syllables: NFC, lower case, split on spaces. */
export const readingSyllables = (reading: string): string[] => reading.normalize('NFC').trim().toLowerCase().split(/\s+/).filter(Boolean);
/** A reading the editor marks at once: one tone-marked syllable per 汉字 (the server also checks each is a syllable). */
export const readingLooksRight = (hanzi: string, reading: string): boolean => {
  const syllables = readingSyllables(reading);
  return syllables.length === [...hanzi].length && syllables.every((s) => TONE_LETTERS.test(s));
};

/** What a lesson's length counts, by kind (LessonPreview.length, ClassLesson.length): 拼音 counts the letters typed. */
export const LENGTH_UNITS: Record<RaceKind, string> = { english: '个字符', pinyin: '个字母', hanzi: '个字', numbers: '个字符' };

const kind = z.enum(raceKinds, { error: '请选择课的类型' });
const text = z.string({ error: '请粘贴课文' }).max(RACE_TEXT_MAX * 2, `文字太长了，最多${RACE_TEXT_MAX}个字`);

/** POST classLesson/preview: what the text becomes (nothing stored). */
export const lessonPreviewBody = z.object({ kind, text });
export type LessonPreviewBody = z.infer<typeof lessonPreviewBody>;

/** POST classLesson/create: the previewed text, its title and (拼音) the teacher's readings, one per item of the preview. */
export const lessonCreateBody = z.object({
  groupId: z.uuid({ error: '班级不存在或已解散' }),
  title: z.string({ error: '请给这课起个名字' }).trim().min(1, '请给这课起个名字').max(LESSON_TITLE_MAX, `课的名字最多${LESSON_TITLE_MAX}个字`),
  kind,
  text,
  readings: z.array(z.string().max(80, '拼音太长了'), { error: '拼音不正确' }).max(RACE_TEXT_MAX, '拼音的条数太多了').optional(),
});
export type LessonCreateBody = z.infer<typeof lessonCreateBody>;

/** What the text becomes: the activity the children type, its length and a short preview. */
export interface LessonPreview {
  kind: RaceKind;
  activity: Activity;
  /** units to type (characters, or 字, or figures) */
  length: number;
}

/** A lesson as the teacher's list, the children's course page and the lesson page show it. */
export interface ClassLesson {
  id: string;
  groupId: string;
  groupName: string;
  title: string;
  kind: RaceKind;
  /** `lesson:<id>`: the chapter id its progress is posted with */
  chapterId: string;
  activity: Activity;
  targets: Targets;
  length: number;
  /** the first characters of the text */
  preview: string;
  /** YYYY-MM-DD HH:mm:ss (Asia/Shanghai) */
  createdAt: string;
  /** the child's best stars (0 before a try); 0 for the teacher */
  stars: number;
}

export const LessonMessages = {
  notFound: '这课不存在或已删除',
  full: `一个班级最多${CLASS_LESSONS_MAX}课，请先删掉不用的课`,
  notInClass: '这是别的班级的课',
  inHomework: '这课还布置在作业里，请先在作业里删掉它，再删这课',
  wrongKind: '这课不是这种文字',
} as const;
