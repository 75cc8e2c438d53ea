import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ChapterEngineDefinition } from '../core/types';
import { recordKeys } from '../core/sequence/recordKeys';

// index.ts pulls in the Pixi scene; pixi.js reads navigator when imported, which node lacks.
vi.stubGlobal('navigator', { userAgent: 'node' });
const { default: definition } = (await import('./index')) as { default: ChapterEngineDefinition };

describe('the typing_text definition the registry loads', () => {
  it('declares keyboard input and no finger-hint or pinyin switches', () => {
    expect(definition).toMatchObject({ kind: 'chapter', name: 'typing_text', input: 'keys', fingerHintSwitch: false, pinyinSwitches: false });
    expect(typeof definition.createScene).toBe('function');
  });

  it('drives the host through nextKey, stats and result', () => {
    const actor = createActor(definition.machine, { input: { activity: { render_engine: 'typing_text', text: 'hi\nyo' } } }).start();
    recordKeys('hi', { start: 0, every: 500 }).forEach((e) => actor.send(e));
    expect(definition.nextKey(actor.getSnapshot())).toEqual({ key: 'Enter' });
    expect(definition.stats(actor.getSnapshot())).toMatchObject({ correct: 2, progress: 0.4, elapsedMs: 500 });
    expect(definition.result(actor.getSnapshot())).toBeNull();
    recordKeys('\nyo', { start: 1000, every: 500 }).forEach((e) => actor.send(e));
    expect(definition.nextKey(actor.getSnapshot())).toBeNull();
    expect(definition.result(actor.getSnapshot())).toMatchObject({ durationMs: 2000, correct: 5, cpm: 150, accuracy: 100 });
  });
});
