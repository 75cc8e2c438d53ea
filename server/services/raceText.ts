import { pinyin } from 'pinyin-pro';
import { Status } from '../../contract/envelope';
import type { Activity } from '../../contract/levels';
import { activitySchema } from '../../contract/levels';
import { RACE_TEXT_MAX, RaceMessages, type RaceKind, type RaceSource } from '../../contract/race';
import { factsOf, TEXT_KINDS, textKindOf } from '../../engines/engineFacts';
import { isHan } from '../../engines/core/han';
import { AppError } from '../errors';
import { curriculum } from './curriculum';

/** What a race types: its title, its chapter (null for pasted text) and the activity. */
export interface RaceText {
  title: string;
  chapterId: string | null;
  activity: Activity;
}

const PASTED_TITLE = '老师的文字';
const PREVIEW = 24;
/** Chinese and ASCII punctuation a 汉字/拼音 passage may carry besides hanzi and spaces */
const HAN_PUNCTUATION = /^[，。！？、；：“”‘’（）《》…—·,.!?;:'"()\s\u3000]$/u;

const racePlaces = (kind: RaceKind) =>
  curriculum.chapters.filter((p) => !p.chapter.is_game && p.chapter.lesson_type === 'practice' && textKindOf(p.chapter.activity) === kind);

const previewOf = (a: Activity): string => {
  const raw =
    'text' in a ? a.text
    : 'items' in a ? a.items.map((i) => i.hanzi).join('')
    : 'invoices' in a ? a.invoices.flatMap((inv) => inv.fields.map((f) => f.value)).join(' ')
    : '';
  return [...raw.replace(/\s+/g, ' ')].slice(0, PREVIEW).join('');
};

/** GET race/sources: the curriculum's practice chapters of a kind, in course order. */
export function raceSources(kind: RaceKind): RaceSource[] {
  return racePlaces(kind).map((p) => ({
    chapterId: p.chapter.id, name: p.chapter.name, courseName: p.course.name,
    preview: previewOf(p.chapter.activity), length: factsOf(p.chapter.activity).length(p.chapter.activity),
  }));
}

/** A curriculum chapter of the kind (40400 unknown, 40000 another kind). */
function chapterText(kind: RaceKind, chapterId: string): RaceText {
  const place = curriculum.chapter(chapterId);
  if (!place || place.chapter.is_game || place.chapter.lesson_type !== 'practice') throw new AppError(Status.notFound, RaceMessages.chapterNotFound);
  if (textKindOf(place.chapter.activity) !== kind) throw new AppError(Status.invalid, RaceMessages.chapterWrongKind);
  return { title: place.chapter.name, chapterId, activity: place.chapter.activity };
}

const bad = (message: string): never => {
  throw new AppError(Status.invalid, message);
};

/** English: printable ASCII lines; tabs become spaces, line ends are trimmed, blank lines dropped. */
function englishActivity(text: string): Activity {
  const lines = text.replace(/\t/g, ' ').split('\n').map((l) => l.replace(/ +$/g, '')).filter((l) => l.trim() !== '');
  const joined = lines.join('\n');
  if (!/^[\x20-\x7e\n]+$/.test(joined)) bad(RaceMessages.textEnglish);
  return { render_engine: TEXT_KINDS.english.engine, text: joined };
}

/** 汉字 and 拼音: hanzi with Chinese punctuation and spaces, at least one hanzi. */
function hanText(text: string): string {
  const chars = [...text.replace(/[ \t]+/g, ' ').replace(/\n+/g, '\n')];
  if (!chars.some(isHan) || !chars.every((c) => isHan(c) || HAN_PUNCTUATION.test(c))) bad(RaceMessages.textHanzi);
  return chars.join('');
}

/** 拼音: each run of hanzi between punctuation is an item, read by pinyin-pro in context (as a chapter's draft is). */
function pinyinActivity(text: string): Activity {
  const runs = hanText(text).split(/[^\p{Script=Han}]+/u).filter(Boolean);
  const items = runs.flatMap((run) => {
    const readings = pinyin(run, { toneType: 'symbol', type: 'array', toneSandhi: false, nonZh: 'removed' }) as string[];
    const chars = [...run];
    // runs longer than a word are cut in fours: a line of the scene holds them
    const out: { hanzi: string; pinyin: string }[] = [];
    for (let i = 0; i < chars.length; i += 4) out.push({ hanzi: chars.slice(i, i + 4).join(''), pinyin: readings.slice(i, i + 4).join(' ') });
    return out;
  });
  return { render_engine: TEXT_KINDS.pinyin.engine, items };
}

/** 数字: figures separated by spaces or lines, each digits and . / * - + (the number pad). */
function numbersActivity(text: string): Activity {
  const values = text.split(/\s+/).filter(Boolean);
  if (!values.every((v) => /^[0-9./*+-]+$/.test(v) && v.length <= 20)) bad(RaceMessages.textNumbers);
  return { render_engine: TEXT_KINDS.numbers.engine, invoices: [{ title: '数字比赛', fields: values.map((value, i) => ({ label: `第${i + 1}个`, value })) }] };
}

/** Pasted text made into the kind's activity, checked as chapter text is (contract/levels.ts). */
export function pastedText(kind: RaceKind, raw: string): RaceText {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (!text) bad(RaceMessages.textEmpty);
  if ([...text.replace(/\s+/g, '')].length > RACE_TEXT_MAX) bad(RaceMessages.textTooLong);
  const activity =
    kind === 'english' ? englishActivity(text)
    : kind === 'pinyin' ? pinyinActivity(text)
    : kind === 'hanzi' ? { render_engine: TEXT_KINDS.hanzi.engine, text: hanText(text).trim() }
    : numbersActivity(text);
  const checked = activitySchema.safeParse(activity);
  if (!checked.success) bad(checked.error.issues[0]?.message ?? RaceMessages.textEmpty);
  return { title: PASTED_TITLE, chapterId: null, activity: checked.data! };
}

/** The race's text: a chapter of the kind, or the pasted text. */
export function raceText(kind: RaceKind, source: { chapterId?: string; text?: string }): RaceText {
  return source.chapterId !== undefined ? chapterText(kind, source.chapterId) : pastedText(kind, source.text ?? '');
}

/** Units to type (the progress bar's whole). */
export const raceLength = (activity: Activity): number => factsOf(activity).length(activity);
