import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { EngineEmitted } from '../core/types';
import { typingPinyinMachine } from './typingPinyin.machine';
import { nextKeyOf, statsOf } from './typingPinyin.selectors';

type Actor = ReturnType<typeof start>;

function start(items: { hanzi: string; pinyin: string }[], title?: string) {
  const actor = createActor(typingPinyinMachine, { input: { activity: { items, title } } });
  const events: EngineEmitted[] = [];
  actor.on('*', (e) => events.push(e));
  actor.start();
  return Object.assign(actor, { events });
}

/** Replays keys one by one; `at` is the timeStamp of the first key, `gap` the time between keys. */
function type(actor: Actor, keys: string, at: number, gap = 100) {
  Array.from(keys).forEach((key, i) => {
    const code = key === ' ' ? 'Space' : `Key${key.toUpperCase()}`;
    actor.send({ type: 'input.key', key, code, timeStamp: at + i * gap });
  });
}

const SPRING = [
  { hanzi: '春眠', pinyin: 'chūn mián' },
  { hanzi: '不觉晓', pinyin: 'bù jué xiǎo' },
];

describe('typing_pinyin', () => {
  it('announces the first item before any key and waits in ready', () => {
    const actor = start(SPRING, '春晓');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.events).toEqual([{ type: 'item.started', index: 0, text: '春眠' }]);
    expect(nextKeyOf(actor.getSnapshot())).toEqual({ key: 'c' });
  });

  describe('when a whole item set is typed right', () => {
    it('finishes with exact 字/分 and accuracy from the timestamps', () => {
      const actor = start(SPRING);
      // 'chunmian' + 'bujuexiao' = 17 keys, 1000 ms apart: 16 s from the first to the last key
      type(actor, 'chunmianbujuexiao', 5_000, 1_000);
      const snap = actor.getSnapshot();
      expect(snap.status).toBe('done');
      expect(snap.value).toBe('finished');
      // 5 hanzi in 16 s → 18.75 → 19 字/分
      expect(snap.output).toMatchObject({ durationMs: 16_000, correct: 17, wrong: 0, cpm: 19, accuracy: 100, stars: 0, score: 0 });
      expect(snap.output!.keyStats.KeyU).toEqual({ hit: 3, miss: 0 });
      expect(nextKeyOf(snap)).toBeNull();
    });

    it('moves across syllables and items by itself and emits item events in order', () => {
      const actor = start(SPRING);
      type(actor, 'chun', 0);
      expect(actor.getSnapshot().context.cursor).toEqual({ item: 0, syllable: 1, letter: 0 });
      type(actor, 'mian', 1_000);
      expect(actor.getSnapshot().context.cursor).toEqual({ item: 1, syllable: 0, letter: 0 });
      type(actor, 'bujuexiao', 2_000);
      const items = actor.events.filter((e) => e.type.startsWith('item.') || e.type === 'session.finished');
      expect(items).toEqual([
        { type: 'item.started', index: 0, text: '春眠' },
        { type: 'item.completed', index: 0, text: '春眠' },
        { type: 'item.started', index: 1, text: '不觉晓' },
        { type: 'item.completed', index: 1, text: '不觉晓' },
        { type: 'session.finished' },
      ]);
    });
  });

  it('types ü as v: 绿 lǜ is l then v', () => {
    const actor = start([{ hanzi: '绿', pinyin: 'lǜ' }]);
    type(actor, 'l', 0);
    expect(nextKeyOf(actor.getSnapshot())).toEqual({ key: 'v' });
    type(actor, 'v', 100);
    expect(actor.getSnapshot().status).toBe('done');
  });

  describe('counting 声母 and 韵母', () => {
    it('counts each keystroke for the part its expected letter is in, mistakes included, into the result', () => {
      const actor = start([{ hanzi: '窗', pinyin: 'chuāng' }, { hanzi: '绿', pinyin: 'lǜ' }]);
      // c, then x for h (a miss of ch), h, u a n, then o for g (a miss of uang), g; l, u for v (a miss of v), v
      type(actor, 'cxhuanogl', 0);
      type(actor, 'uv', 2_000);
      const out = actor.getSnapshot().output!;
      expect(out.pinyinStats).toEqual({
        initials: { ch: { hit: 2, miss: 1 }, l: { hit: 1, miss: 0 } },
        finals: { uang: { hit: 4, miss: 1 }, v: { hit: 1, miss: 1 } },
      });
      // every counted stroke is a key stroke: the parts never add up to more than the keys
      const parts = [...Object.values(out.pinyinStats!.initials), ...Object.values(out.pinyinStats!.finals)].reduce((n, c) => n + c.hit + c.miss, 0);
      expect(parts).toBe(out.correct + out.wrong);
    });

    it('starts again from nothing on restart', () => {
      const actor = start([{ hanzi: '爸', pinyin: 'bà' }, { hanzi: '妈', pinyin: 'mā' }]);
      type(actor, 'bx', 0);
      actor.send({ type: 'session.restart' });
      expect(actor.getSnapshot().context.pinyinStats).toEqual({ initials: {}, finals: {} });
    });
  });

  describe('when a wrong letter is pressed', () => {
    it('counts a miss on the expected key, marks the item, and keeps the cursor', () => {
      const actor = start([{ hanzi: '绿', pinyin: 'lǜ' }, { hanzi: '草', pinyin: 'cǎo' }]);
      type(actor, 'lu', 0);
      const snap = actor.getSnapshot();
      expect(snap.context.cursor).toEqual({ item: 0, syllable: 0, letter: 1 });
      expect(snap.context.keyStats).toEqual({ KeyL: { hit: 1, miss: 0 }, KeyV: { hit: 0, miss: 1 } });
      expect(snap.context.erroredItems).toEqual([0]);
      expect(actor.events).toContainEqual({ type: 'key.wrong', code: 'KeyU', key: 'u', expected: 'v' });
      type(actor, 'vcao', 1_000);
      expect(actor.getSnapshot().output).toMatchObject({ correct: 5, wrong: 1, accuracy: 83.3 });
    });

    it('treats a space as wrong (pinyin is typed without separators) and ignores Shift', () => {
      const actor = start([{ hanzi: '大', pinyin: 'dà' }]);
      actor.send({ type: 'input.key', key: 'Shift', code: 'ShiftLeft', timeStamp: 0 });
      expect(actor.getSnapshot().value).toBe('ready');
      type(actor, 'd a', 0);
      expect(actor.getSnapshot().output).toMatchObject({ correct: 2, wrong: 1 });
    });

    it('accepts capitals (Caps Lock on) as the letter', () => {
      const actor = start([{ hanzi: '大', pinyin: 'dà' }]);
      type(actor, 'DA', 0);
      expect(actor.getSnapshot().output).toMatchObject({ correct: 2, wrong: 0 });
    });
  });

  describe('when paused', () => {
    it('ignores keys and excludes the paused time', () => {
      const actor = start([{ hanzi: '大小', pinyin: 'dà xiǎo' }]);
      type(actor, 'da', 0, 1_000); // keys at 0 and 1 000
      actor.send({ type: 'session.pause', timeStamp: 2_000 });
      type(actor, 'xiao', 3_000);
      expect(actor.getSnapshot().value).toBe('paused');
      expect(actor.getSnapshot().context.correct).toBe(2);
      expect(statsOf(actor.getSnapshot().context).elapsedMs).toBe(2_000);
      actor.send({ type: 'session.resume', timeStamp: 62_000 });
      type(actor, 'xiao', 63_000, 1_000); // last key at 66 000
      // 66 000 − 60 000 paused = 6 000 ms for 2 hanzi → 20 字/分
      expect(actor.getSnapshot().output).toMatchObject({ durationMs: 6_000, cpm: 20 });
    });

    it('ignores resume when not paused and pause before the first key', () => {
      const actor = start([{ hanzi: '大', pinyin: 'dà' }]);
      actor.send({ type: 'session.pause', timeStamp: 0 });
      expect(actor.getSnapshot().value).toBe('ready');
      type(actor, 'd', 10);
      actor.send({ type: 'session.resume', timeStamp: 20 });
      expect(actor.getSnapshot().value).toBe('typing');
    });
  });

  describe('when restarted', () => {
    it('returns to ready with a clean context and announces the first item again', () => {
      const actor = start(SPRING);
      type(actor, 'chunmianbx', 0);
      actor.send({ type: 'session.restart' });
      const snap = actor.getSnapshot();
      expect(snap.value).toBe('ready');
      expect(snap.context).toMatchObject({ cursor: { item: 0, syllable: 0, letter: 0 }, correct: 0, wrong: 0, keyStats: {}, erroredItems: [], startedAt: null });
      expect(actor.events.filter((e) => e.type === 'item.started')).toHaveLength(3);
    });

    it('restarts from ready too, announcing the first item again', () => {
      const actor = start(SPRING);
      actor.send({ type: 'session.restart' });
      expect(actor.events).toEqual([
        { type: 'item.started', index: 0, text: '春眠' },
        { type: 'item.started', index: 0, text: '春眠' },
      ]);
    });
  });

  it('is finished at once when no item has a syllable to type (punctuation only)', () => {
    const actor = start([{ hanzi: '，', pinyin: '' }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.events).toEqual([{ type: 'session.finished' }]);
  });

  it('ignores input after finished', () => {
    // xstate warns of each event sent after the end (development build): expected here, not printed
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = start([{ hanzi: '大', pinyin: 'dà' }]);
    type(actor, 'da', 0);
    const output = actor.getSnapshot().output;
    const emitted = actor.events.length;
    type(actor, 'x', 500);
    actor.send({ type: 'session.restart' });
    expect(actor.getSnapshot().output).toEqual(output);
    expect(actor.events).toHaveLength(emitted);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stopped actor'));
    warn.mockRestore();
  });
});
