import type { TypingInvoiceActivity } from '../../contract/levels';
import type { ChapterEngine, ChapterReplayRules } from '../core/chapterEngine';
import { noFact } from '../core/chapterEngine';

/** typing_invoice as the registry knows it (engines/chapterEngines.ts): invoice fields on the number pad. */
const typingInvoice: ChapterEngine<TypingInvoiceActivity> = {
  facts: {
    label: '小键盘', icon: '🔢', tone: 'sun', speedCeiling: 600, watched: false,
    helpTips: ['用右手在小键盘上输入数字。', '一个栏目输完后按回车键进入下一栏。', '食指放在 4，中指放在 5，无名指放在 6。'],
    // each value plus the Enter after it
    length: (a) => a.invoices.reduce((n, inv) => n + inv.fields.reduce((m, f) => m + f.value.length + 1, 0), 0),
    readAlong: noFact.nothing, pinyinItems: noFact.none, steps: noFact.zero,
  },
  rules: async () => {
    const [{ typingInvoiceMachine }, s] = await Promise.all([import('./typingInvoice.machine'), import('./typingInvoice.selectors')]);
    // raced (数字小键盘), but no typing test is sat on the number pad (contract/typingTest.ts TEST_KINDS)
    return { machine: typingInvoiceMachine, stats: s.stats, result: s.result, nextKey: s.nextKey, typingTest: null } as ChapterReplayRules<TypingInvoiceActivity>;
  },
  load: () => import('./index'),
};

export default typingInvoice;
