import type { EngineResult } from './core/types';
import type { ChapterRules } from './core/session/replayChapter';
import { typingTextMachine } from './typing_text/typingText.machine';
import * as typingText from './typing_text/typingText.selectors';
import { typingInvoiceMachine } from './typing_invoice/typingInvoice.machine';
import * as typingInvoice from './typing_invoice/typingInvoice.selectors';
import { typingPinyinMachine } from './typing_pinyin/typingPinyin.machine';
import { nextKeyOf as pinyinNextKey, statsOf as pinyinStats } from './typing_pinyin/typingPinyin.selectors';
import { logographicMachine } from './logographic/logographic.machine';
import { statsOf as logographicStats } from './logographic/logographic.selectors';

const finishedOutput = (snapshot: { status: string; output?: unknown }) => (snapshot.status === 'done' ? ((snapshot.output as EngineResult) ?? null) : null);

/**
 * Every typing chapter engine's machine and selectors, keyed by render_engine: what the server
 * replays a class race or a typing test with (engines/core/session/replayChapter.ts), from a
 * replay thread or in-process. The video lesson types nothing and is not here. Pure: no pixi.
 */
export const chapterRules: Readonly<Record<string, ChapterRules>> = {
  typing_text: { machine: typingTextMachine, stats: typingText.stats, result: typingText.result, nextKey: typingText.nextKey } as ChapterRules,
  typing_invoice: { machine: typingInvoiceMachine, stats: typingInvoice.stats, result: typingInvoice.result, nextKey: typingInvoice.nextKey } as ChapterRules,
  typing_pinyin: {
    machine: typingPinyinMachine,
    stats: (s) => pinyinStats(s.context),
    result: finishedOutput,
    nextKey: pinyinNextKey,
  } as ChapterRules<typeof typingPinyinMachine>,
  logographic: { machine: logographicMachine, stats: (s) => logographicStats(s.context), result: finishedOutput, nextKey: () => null } as ChapterRules<typeof logographicMachine>,
};

/** The rules of a render_engine, or null when it is no typing chapter engine. */
export type { ChapterRules };

export const chapterRulesOf = (engine: string): ChapterRules | null => (Object.hasOwn(chapterRules, engine) ? chapterRules[engine]! : null);
