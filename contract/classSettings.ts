import { z } from 'zod';

/**
 * A class's settings (issue 42 item 6, docs/API-school.md "Class settings"): what its children meet in
 * chapters and homework. A class without saved settings has the defaults (everything allowed).
 */
export interface ClassSettings {
  /** 退格: may a child take back a wrong 汉字 (the IME chapters hold it red until Backspace) */
  allowBackspace: boolean;
  showKeyboard: boolean;
  showHands: boolean;
  /** best stars a chapter needs before the next one in its course opens; 0: every chapter open */
  starsToOpen: number;
  /** the courses open to the class; null: all of them */
  openCourses: string[] | null;
}

export const MAX_STARS_TO_OPEN = 3;

export const DEFAULT_CLASS_SETTINGS: ClassSettings = { allowBackspace: true, showKeyboard: true, showHands: true, starsToOpen: 0, openCourses: null };

export const classSettingsBody = z.object({
  allowBackspace: z.boolean({ error: '请选择是否允许退格' }),
  showKeyboard: z.boolean({ error: '请选择是否显示键盘' }),
  showHands: z.boolean({ error: '请选择是否显示小手' }),
  starsToOpen: z.number({ error: '星星数必须是数字' }).int('星星数必须是整数').min(0, '星星数不能小于0').max(MAX_STARS_TO_OPEN, `星星数最多${MAX_STARS_TO_OPEN}颗`),
  openCourses: z.array(z.string().min(1).max(40)).max(40).nullable(),
});

/**
 * What a child's classes ask of it, all at once: a child in two classes meets the stricter of each
 * (Backspace, keyboard and hands only if every class allows them, the most stars, only courses every
 * class opened). A child in no class (or whose classes saved nothing) has the defaults.
 */
export function strictest(list: readonly ClassSettings[]): ClassSettings {
  if (!list.length) return DEFAULT_CLASS_SETTINGS;
  let open: string[] | null = null;
  for (const s of list) if (s.openCourses) open = open ? open.filter((c) => s.openCourses!.includes(c)) : [...s.openCourses];
  return {
    allowBackspace: list.every((s) => s.allowBackspace),
    showKeyboard: list.every((s) => s.showKeyboard),
    showHands: list.every((s) => s.showHands),
    starsToOpen: Math.max(...list.map((s) => s.starsToOpen)),
    openCourses: open,
  };
}

/** What the chapter page follows for a class child (ChapterDetail.rules). */
export type ChapterRules = Pick<ClassSettings, 'allowBackspace' | 'showKeyboard' | 'showHands'>;

export const ClassLockMessages = {
  courseClosed: '老师还没有打开这门课，先练老师打开的课吧',
  starsNeeded: (stars: number) => `老师要求上一关拿到 ${stars} 颗星才能打开`,
} as const;

/**
 * Why a chapter is closed to a child, or null when it is open: its course is not open to the class,
 * or the chapter before it in the course has fewer best stars than the class asks. A chapter the child
 * already has stars on stays open (the teacher raised the bar later).
 */
export function chapterLock(
  rules: Pick<ClassSettings, 'starsToOpen' | 'openCourses'>,
  at: { courseId: string; chapterId: string; previousId: string | null },
  stars: ReadonlyMap<string, number>,
): string | null {
  if (rules.openCourses && !rules.openCourses.includes(at.courseId)) return ClassLockMessages.courseClosed;
  if (!rules.starsToOpen || !at.previousId || (stars.get(at.chapterId) ?? 0) > 0) return null;
  return (stars.get(at.previousId) ?? 0) >= rules.starsToOpen ? null : ClassLockMessages.starsNeeded(rules.starsToOpen);
}
