import { pinyin } from 'pinyin-pro';
import { Status } from '../../contract/envelope';
import type { Activity, TypingPinyinActivity } from '../../contract/levels';
import { activitySchema } from '../../contract/levels';
import { RACE_TEXT_MAX, RaceMessages, type RaceKind } from '../../contract/race';
import { splitSyllable } from '../../contract/pinyinParts';
import { readingSyllables, TONE_LETTERS } from '../../contract/classLessons';
import { TEXT_KINDS } from '../../engines/engineFacts';
import { isHan } from '../../engines/core/han';
import { lettersOf } from '../../engines/core/pinyinLetters';
import { AppError } from '../errors';

/**
 * A teacher's pasted text made into the activity of a kind (英文, 拼音, 汉字, 数字): one check and one
 * conversion for the class race's pasted text (raceText.ts) and the teacher's own lessons
 * (classLessons.ts). Refusals are RaceMessages' Chinese texts (40000).
 */

/** Chinese and ASCII punctuation a 汉字/拼音 passage may carry besides hanzi and spaces */
const HAN_PUNCTUATION = /^[，。！？、；：“”‘’（）《》…—·,.!?;:'"()\s\u3000]$/u;

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

/** Pasted text made into the kind's activity, checked as chapter text is (contract/levels.ts); 40000 with the reason when it cannot be. */
export function pastedActivity(kind: RaceKind, raw: string): Activity {
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
  return checked.data!;
}

/** Why a corrected reading of `hanzi` is not one tone-marked syllable per 汉字, or null when it is. */
export function readingProblem(hanzi: string, reading: string): string | null {
  const syllables = readingSyllables(reading);
  if (syllables.length !== [...hanzi].length) return `「${hanzi}」有${[...hanzi].length}个字，拼音要写${[...hanzi].length}个音节，用空格隔开`;
  const wrong = syllables.find((s) => !TONE_LETTERS.test(s) || !splitSyllable(lettersOf(s)));
  return wrong ? `「${hanzi}」的拼音「${wrong}」不是一个音节：只能用拼音字母和声调符号，比如 zhōng` : null;
}

/**
 * A 拼音 activity with the teacher's corrected readings, one per item in order (the preview's
 * list); each checked by readingProblem, 40000 with the first problem. Other kinds take none.
 */
export function withReadings(activity: Activity, readings: readonly string[] | undefined): Activity {
  if (!readings) return activity;
  if (activity.render_engine !== TEXT_KINDS.pinyin.engine) return bad('只有拼音课可以改拼音');
  const items = (activity as TypingPinyinActivity).items;
  if (readings.length !== items.length) bad('拼音的条数和课文对不上，请重新生成预览');
  return {
    ...activity,
    items: items.map((item, i) => {
      const problem = readingProblem(item.hanzi, readings[i]!);
      if (problem) bad(problem);
      return { hanzi: item.hanzi, pinyin: readingSyllables(readings[i]!).join(' ') };
    }),
  } as Activity;
}
