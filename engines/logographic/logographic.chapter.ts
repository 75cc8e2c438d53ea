import type { LogographicActivity } from '../../contract/levels';
import type { ChapterEngine, ChapterReplayRules } from '../core/chapterEngine';
import { finishedResult, noFact } from '../core/chapterEngine';
import { typedTotal } from '../core/textMatch';

/** logographic as the registry knows it (engines/chapterEngines.ts): 汉字 through the device's IME. */
const logographic: ChapterEngine<LogographicActivity> = {
  facts: {
    label: '汉字', icon: '✍️', tone: 'grape', speedCeiling: 200, watched: false,
    helpTips: ['打开电脑的拼音输入法。', '在下面的输入框里打出汉字，选好字后它会出现在屏幕上。', '打错的字是红色的，按退格键删掉再打。'],
    length: (a) => [...a.text].length, readAlong: noFact.nothing, pinyinItems: noFact.none, steps: noFact.zero,
  },
  rules: async () => {
    const [{ logographicMachine }, s] = await Promise.all([import('./logographic.machine'), import('./logographic.selectors')]);
    return {
      machine: logographicMachine, stats: (snapshot) => s.statsOf(snapshot.context), result: finishedResult, nextKey: () => null,
      typingTest: { units: (a) => typedTotal(Array.from(a.text.replace(/\r\n?/g, '\n'))), wordsPerMinute: false },
      // without 退格 a wrong commit is counted and dropped instead of held red (logographic.logic.ts holdsWrong)
      heedsBackspaceRule: true,
    } as ChapterReplayRules<LogographicActivity>;
  },
  load: () => import('./index'),
};

export default logographic;
