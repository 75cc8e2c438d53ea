/**
 * Draft pinyin items for levels/: `npx tsx scripts/pinyinDraft.ts 床前 明月光 …` prints
 * `w('床前', 'chuáng qián'),` lines read by pinyin-pro in the context of all the words given,
 * and marks the ones to review (polyphonic characters, or a different reading out of context).
 * The output is a draft: review it before committing; levels/pinyin.test.ts checks the result.
 */
import { pinyin } from 'pinyin-pro';

const READ = { toneType: 'symbol', type: 'array', toneSandhi: false, nonZh: 'removed' } as const;
const words = process.argv.slice(2).flatMap((a) => a.split(/[\s，。、；！？,.]+/)).filter(Boolean);
if (words.length === 0) {
  console.error('用法: npx tsx scripts/pinyinDraft.ts 词语 词语 …');
  process.exit(1);
}
const context = pinyin(words.join(''), READ) as string[];
let at = 0;
for (const word of words) {
  const n = [...word].length;
  const inContext = context.slice(at, at + n).join(' ');
  at += n;
  const alone = (pinyin(word, READ) as string[]).join(' ');
  const polyphones = [...word].filter((c) => (pinyin(c, { type: 'array', multiple: true }) as string[]).length > 1);
  const notes = [
    ...(polyphones.length > 0 ? [`多音字 ${polyphones.join('')}`] : []),
    ...(alone !== inContext ? [`单独读 ${alone}`] : []),
  ];
  console.log(`w('${word}', '${inContext}'),${notes.length > 0 ? ` // 请核对：${notes.join('；')}` : ''}`);
}
