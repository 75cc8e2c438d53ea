import { describe, expect, it } from 'vitest';
import type { Activity } from '../contract/levels';
import { ENGINE_FACTS, PRACTICE_ENGINE, engineFacts, factsOf } from './engineFacts';
import { GAMES, engineLoaders } from './registry';

const pinyin: Activity = { render_engine: 'typing_pinyin', title: '静夜思', items: [{ hanzi: '床前', pinyin: 'chuáng qián' }, { hanzi: '明月', pinyin: 'míng yuè' }] };
const text: Activity = { render_engine: 'typing_text', text: 'ab\ncd' };
const invoice: Activity = { render_engine: 'typing_invoice', invoices: [{ title: '发票', fields: [{ label: '金额', value: '12.5' }] }] };
const video: Activity = { render_engine: 'video', steps: [{ keys: 'f', caption: '食指' }, { keys: 'j', caption: '食指' }] };

describe('engine facts', () => {
  it('has a row for every chapter engine the registry loads, and none for a game', () => {
    for (const name of Object.keys(ENGINE_FACTS)) expect(engineLoaders).toHaveProperty(name);
    for (const { name } of GAMES) expect(engineFacts(name)).toBeNull();
    expect(engineFacts('toString')).toBeNull();
    expect(engineFacts('logographic')?.speedCeiling).toBe(200);
  });

  it('reads each activity the way its engine plays it', () => {
    expect(factsOf(pinyin).length(pinyin)).toBe('chuangqianmingyue'.length);
    expect(factsOf(text).length(text)).toBe(5);
    expect(factsOf(invoice).length(invoice)).toBe(5);
    expect(factsOf(video).length(video)).toBe(0);
    expect(factsOf(pinyin).readAlong(pinyin)).toBe('静夜思。床前明月');
    expect(factsOf(text).readAlong(text)).toBe('');
    expect(factsOf(pinyin).pinyinItems(pinyin)).toHaveLength(2);
    expect(factsOf(text).pinyinItems(text)).toBeNull();
    expect(factsOf(video).steps(video)).toBe(2);
    expect(factsOf(video).watched && !factsOf(text).watched).toBe(true);
  });

  it('names a chapter engine for each generated practice', () => {
    for (const engine of Object.values(PRACTICE_ENGINE)) expect(engineFacts(engine)).not.toBeNull();
  });
});

describe('TEXT_KINDS', () => {
  it('names a typing chapter engine for each kind, and an activity finds its kind back', async () => {
    const { TEXT_KINDS, textKindOf } = await import('./engineFacts');
    const { chapterRules } = await import('./chapterRules');
    for (const [kind, { engine }] of Object.entries(TEXT_KINDS)) {
      expect(chapterRules[engine], kind).toBeDefined();
      expect(textKindOf({ render_engine: engine } as never)).toBe(kind);
    }
    expect(textKindOf({ render_engine: 'video', steps: [] } as never)).toBeNull();
  });
});
