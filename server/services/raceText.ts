import { Status } from '../../contract/envelope';
import type { Activity } from '../../contract/levels';
import { RaceMessages, type RaceKind, type RaceSource } from '../../contract/race';
import { factsOf, textKindOf } from '../../engines/engineFacts';
import { AppError } from '../errors';
import { curriculum } from './curriculum';
import { pastedActivity } from './pastedText';

/** What a race types: its title, its chapter (null for pasted text) and the activity. */
export interface RaceText {
  title: string;
  chapterId: string | null;
  activity: Activity;
}

const PASTED_TITLE = '老师的文字';
const PREVIEW = 24;

const racePlaces = (kind: RaceKind) =>
  curriculum.chapters.filter((p) => !p.chapter.is_game && p.chapter.lesson_type === 'practice' && textKindOf(p.chapter.activity) === kind);

export const previewOf = (a: Activity): string => {
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

/** Pasted text as a race's text (the shared check and conversion of pastedText.ts). */
export const pastedText = (kind: RaceKind, raw: string): RaceText => ({ title: PASTED_TITLE, chapterId: null, activity: pastedActivity(kind, raw) });

/** The race's text: a chapter of the kind, or the pasted text. */
export function raceText(kind: RaceKind, source: { chapterId?: string; text?: string }): RaceText {
  return source.chapterId !== undefined ? chapterText(kind, source.chapterId) : pastedText(kind, source.text ?? '');
}

/** Units to type (the progress bar's whole). */
export const raceLength = (activity: Activity): number => factsOf(activity).length(activity);
