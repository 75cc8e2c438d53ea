import type { VideoActivity } from '../../contract/levels';
import type { ChapterEngine } from '../core/chapterEngine';
import { noFact } from '../core/chapterEngine';

/** video as the registry knows it (engines/chapterEngines.ts): a watched lesson, nothing to type, so no rules to replay. */
const video: ChapterEngine<VideoActivity> = {
  facts: {
    label: '视频课', icon: '🎬', tone: 'berry', speedCeiling: 600, watched: true,
    helpTips: ['看小手怎么放在键盘上。', '可以暂停，也可以重播。', '看完就去练习吧！'],
    length: noFact.zero, readAlong: noFact.nothing, pinyinItems: noFact.none, steps: (a) => a.steps.length,
  },
  rules: null,
  load: () => import('./index'),
};

export default video;
