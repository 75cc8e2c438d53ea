import type { TypingTextActivity } from '../../contract/levels';
import { DEFAULT_HELP_TIPS, noFact, type ChapterEngine, type ChapterReplayRules } from '../core/chapterEngine';

/** typing_text as the registry knows it (engines/chapterEngines.ts): English passages typed as shown. */
const typingText: ChapterEngine<TypingTextActivity> = {
  facts: {
    label: '英文打字', icon: '🔤', tone: 'sky', helpTips: DEFAULT_HELP_TIPS, speedCeiling: 600, watched: false,
    length: (a) => [...a.text].length, readAlong: noFact.nothing, pinyinItems: noFact.none, steps: noFact.zero,
  },
  rules: async () => {
    const [{ typingTextMachine }, s, { createTypingTextContext }] = await Promise.all([import('./typingText.machine'), import('./typingText.selectors'), import('./typingText.logic')]);
    return {
      machine: typingTextMachine, stats: s.stats, result: s.result, nextKey: s.nextKey,
      // keystrokes, Enter at each line end included
      typingTest: { units: (a) => createTypingTextContext(a.text).expected.length, wordsPerMinute: true },
    } as ChapterReplayRules<TypingTextActivity>;
  },
  load: () => import('./index'),
};

export default typingText;
