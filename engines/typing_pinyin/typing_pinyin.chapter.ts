import type { TypingPinyinActivity } from '../../contract/levels';
import type { ChapterEngine, ChapterReplayRules } from '../core/chapterEngine';
import { finishedResult, noFact } from '../core/chapterEngine';
import { isHan } from '../core/han';

/** typing_pinyin as the registry knows it (engines/chapterEngines.ts): the letters of each syllable under its 汉字. */
const typingPinyin: ChapterEngine<TypingPinyinActivity> = {
  facts: {
    label: '拼音', icon: '🅿️', tone: 'grass', speedCeiling: 200, watched: false,
    helpTips: ['看着汉字上面的拼音，打出拼音字母。', '声调不用打；ü 要用 v 键打。', '打开「跟读」，小键盘侠会读给你听。'],
    // the letters of each syllable (an engine may instead count hanzi, which is fewer)
    length: (a) => a.items.reduce((n, item) => n + item.pinyin.replace(/\s+/g, '').length, 0),
    // pinyin chapters: title and line
    readAlong: (a) => [a.title, a.items.map((i) => i.hanzi).join('')].filter(Boolean).join('。'),
    pinyinItems: (a) => a.items,
    steps: noFact.zero,
  },
  rules: async () => {
    const [{ typingPinyinMachine }, s] = await Promise.all([import('./typingPinyin.machine'), import('./typingPinyin.selectors')]);
    return {
      machine: typingPinyinMachine, stats: (snapshot) => s.statsOf(snapshot.context), result: finishedResult, nextKey: s.nextKeyOf,
      // 字, as its cpm counts them
      typingTest: { units: (a) => a.items.reduce((n, item) => n + [...item.hanzi].filter(isHan).length, 0), wordsPerMinute: false },
    } as ChapterReplayRules<TypingPinyinActivity>;
  },
  load: () => import('./index'),
};

export default typingPinyin;
