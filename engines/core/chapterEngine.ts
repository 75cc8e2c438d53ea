import type { Activity, RenderEngineName, TypingPinyinActivity } from '../../contract/levels';
import type { ChapterRules } from './session/replayChapter';
import type { ChapterEngineDefinition, EngineResult } from './types';

/**
 * A chapter engine as the registry knows it (issue 41): everything that differs per chapter engine
 * comes from its one `<name>.chapter.ts`, registered by one line of engines/chapterEngines.ts —
 * what pages and the server look up (facts), what races and typing tests replay with (rules, with
 * the units a test counts) and the client's engine (load). Pure: the rules and the scene load lazily.
 */
export interface ChapterEngine<A extends Activity = Activity> {
  facts: EngineFacts<A>;
  /**
   * Its pure side (machine and selectors, no pixi), what the server replays a class race or a
   * typing test with (engines/chapterRules.ts); null for a chapter with nothing to type (a video).
   */
  rules: (() => Promise<ChapterReplayRules<A>>) | null;
  /** the client's engine (`index.ts`, a ChapterEngineDefinition), loaded by the page that plays it */
  load: () => Promise<{ default: ChapterEngineDefinition }>;
}

/** A typing chapter engine's pure side and what a typing test counts on it. */
export interface ChapterReplayRules<A extends Activity = Activity> extends ChapterRules {
  /**
   * How a typing test counts on this engine (engines/typingTest/typingTest.ts); null: no typing test is sat on
   * it (said here, so a missing entry is never silent).
   */
  typingTest: TypingTestCount<A> | null;
  /**
   * The machine's input reads `allowBackspace` (a class's 退格 rule changes how it judges, not only
   * whether Backspace reaches it): the server reads the child's class rules before replaying an
   * attempt on it (server/services/attemptLogs.ts replayNeedsClassRules). Absent: judged the same either way.
   */
  heedsBackspaceRule?: true;
}

export interface TypingTestCount<A extends Activity = Activity> {
  /** the units the whole activity holds, in the units its cpm counts (engines/core/stats.ts): the speed is the share typed of them over the test's time */
  units(activity: A): number;
  /** the result gives words a minute too (English) */
  wordsPerMinute: boolean;
}

/** One chapter engine per render_engine of contract/levels.ts: TypeScript asks for each. */
export type ChapterEngineTable = { [E in RenderEngineName]: ChapterEngine<Extract<Activity, { render_engine: E }>> };

/**
 * What differs per chapter engine in what pages and the server show and judge (issue 26, item 6):
 * they look facts up (engines/engineFacts.ts) instead of testing an engine's name.
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

/** the tips of keyboard typing, also shown for an engine without a row */
export const DEFAULT_HELP_TIPS: readonly string[] = ['眼睛看屏幕，不看键盘。', '按屏幕上亮起的键；小手会告诉你用哪根手指。', '一行打完按回车键 ↵。', '打错了会变红，按对的键就能继续。'];

/** The answers of an engine that has none of a fact: no pinyin items, no read-along, no steps. */
export const noFact = { none: () => null, nothing: () => '', zero: () => 0 } as const;

/** The result of a session whose machine's output is its result: the output once done, else null. */
export const finishedResult = (snapshot: { status: string; output?: unknown }): EngineResult | null => (snapshot.status === 'done' ? ((snapshot.output as EngineResult) ?? null) : null);
