import type { Activity, RenderEngineName, TypingPinyinActivity } from '../contract/levels';

/**
 * What differs per chapter engine, in one pure table (issue 26, item 6): the server and the pages
 * look facts up here instead of testing an engine's name. Pure — no pixi, react or I/O — so the
 * server imports it directly and src/ imports it beside the registry. A new chapter engine adds
 * its row (TypeScript demands one for every `render_engine` of contract/levels.ts).
 */
export interface EngineFacts<A extends Activity = Activity> {
  /** what a child is told the chapter is (course map stones) */
  label: string;
  icon: string;
  /** the colour of its label on the course map (a class of src/ui/course/ChapterStones.module.css) */
  tone: 'sky' | 'sun' | 'grass' | 'grape' | 'berry';
  /** how to play, in a child's words (帮助 dialog) */
  helpTips: readonly string[];
  /**
   * The fastest believable speed, in the units the engine's cpm counts: keys a minute for Latin
   * keys and the number pad, 字 a minute for hanzi and pinyin (engines/core/stats counts 字 there).
   */
  speedCeiling: number;
  /** a watched lesson (video): complete when watched, no typing to judge */
  watched: boolean;
  /** how many characters (keystrokes) a child types to finish the chapter once; 0 for a video */
  length(activity: A): number;
  /** the text read-along speaks for the whole chapter once it is done ('' when none) */
  readAlong(activity: A): string;
  /** the 汉字 with pinyin whose 声母/韵母 a chapter counts (pinyinStats, 练习薄弱拼音); null when none */
  pinyinItems(activity: A): TypingPinyinActivity['items'] | null;
  /** the steps a watched lesson shows (its step counter); 0 for the others */
  steps(activity: A): number;
}

const none = () => null;
const nothing = () => '';
const zero = () => 0;
/** the tips of keyboard typing, also shown for an engine without a row */
export const DEFAULT_HELP_TIPS: readonly string[] = ['眼睛看屏幕，不看键盘。', '按屏幕上亮起的键；小手会告诉你用哪根手指。', '一行打完按回车键 ↵。', '打错了会变红，按对的键就能继续。'];

type Table = { [E in RenderEngineName]: EngineFacts<Extract<Activity, { render_engine: E }>> };

export const ENGINE_FACTS: Table = {
  typing_text: {
    label: '英文打字', icon: '🔤', tone: 'sky', helpTips: DEFAULT_HELP_TIPS, speedCeiling: 600, watched: false,
    length: (a) => [...a.text].length, readAlong: nothing, pinyinItems: none, steps: zero,
  },
  typing_invoice: {
    label: '小键盘', icon: '🔢', tone: 'sun', speedCeiling: 600, watched: false,
    helpTips: ['用右手在小键盘上输入数字。', '一个栏目输完后按回车键进入下一栏。', '食指放在 4，中指放在 5，无名指放在 6。'],
    // each value plus the Enter after it
    length: (a) => a.invoices.reduce((n, inv) => n + inv.fields.reduce((m, f) => m + f.value.length + 1, 0), 0),
    readAlong: nothing, pinyinItems: none, steps: zero,
  },
  typing_pinyin: {
    label: '拼音', icon: '🅿️', tone: 'grass', speedCeiling: 200, watched: false,
    helpTips: ['看着汉字上面的拼音，打出拼音字母。', '声调不用打；ü 要用 v 键打。', '打开「跟读」，小键盘侠会读给你听。'],
    // the letters of each syllable (an engine may instead count hanzi, which is fewer)
    length: (a) => a.items.reduce((n, item) => n + item.pinyin.replace(/\s+/g, '').length, 0),
    // pinyin chapters: title and line
    readAlong: (a) => [a.title, a.items.map((i) => i.hanzi).join('')].filter(Boolean).join('。'),
    pinyinItems: (a) => a.items,
    steps: zero,
  },
  logographic: {
    label: '汉字', icon: '✍️', tone: 'grape', speedCeiling: 200, watched: false,
    helpTips: ['打开电脑的拼音输入法。', '在下面的输入框里打出汉字，选好字后它会出现在屏幕上。', '打错的字是红色的，按退格键删掉再打。'],
    length: (a) => [...a.text].length, readAlong: nothing, pinyinItems: none, steps: zero,
  },
  video: {
    label: '视频课', icon: '🎬', tone: 'berry', speedCeiling: 600, watched: true,
    helpTips: ['看小手怎么放在键盘上。', '可以暂停，也可以重播。', '看完就去练习吧！'],
    length: zero, readAlong: nothing, pinyinItems: none, steps: (a) => a.steps.length,
  },
};

/** The facts of an engine by name, or null for a name that is no chapter engine (a game). */
export const engineFacts = (engine: string): EngineFacts | null =>
  Object.hasOwn(ENGINE_FACTS, engine) ? (ENGINE_FACTS[engine as RenderEngineName] as EngineFacts) : null;

/** The facts of the engine an activity names. */
export const factsOf = (activity: Activity): EngineFacts => ENGINE_FACTS[activity.render_engine] as EngineFacts;

/** The engine that plays each kind of generated practice (练习薄弱键 / 练习薄弱拼音, contract/weakKeys.ts). */
export const PRACTICE_ENGINE = { keys: 'typing_text', pinyin: 'typing_pinyin' } as const;

/**
 * The kinds of free text a class race or a typing test offers, and the chapter engine that types
 * each: src/ and server/ pick a kind, never an engine. `hanzi` goes through the device's IME,
 * `numbers` through the number pad.
 */
export const TEXT_KINDS = {
  english: { label: '英文', engine: 'typing_text' },
  pinyin: { label: '拼音', engine: 'typing_pinyin' },
  hanzi: { label: '汉字', engine: 'logographic' },
  numbers: { label: '数字小键盘', engine: 'typing_invoice' },
} as const satisfies Record<string, { label: string; engine: RenderEngineName }>;

export type TextKind = keyof typeof TEXT_KINDS;

/** The kind of text an activity is, or null for one no race or test types (a video lesson). */
export function textKindOf(activity: Activity): TextKind | null {
  const found = (Object.keys(TEXT_KINDS) as TextKind[]).find((k) => TEXT_KINDS[k].engine === activity.render_engine);
  return found ?? null;
}
