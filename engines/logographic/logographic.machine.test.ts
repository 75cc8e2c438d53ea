import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { EngineEmitted } from '../core/types';
import { MAX_PENDING } from './logographic.logic';
import { logographicMachine } from './logographic.machine';
import { linesOf, statsOf } from './logographic.selectors';

function start(text: string, pinyin?: string, allowBackspace?: boolean) {
  const actor = createActor(logographicMachine, { input: { activity: { text, pinyin }, allowBackspace } });
  const events: EngineEmitted[] = [];
  actor.on('*', (e) => events.push(e));
  actor.start();
  const send = {
    compose: (t: string, timeStamp: number) => actor.send({ type: 'input.compositionUpdate', text: t, timeStamp }),
    commit: (t: string, timeStamp: number) => actor.send({ type: 'input.composition', text: t, timeStamp }),
    backspace: (timeStamp: number) => actor.send({ type: 'input.key', key: 'Backspace', code: 'Backspace', timeStamp }),
  };
  return Object.assign(actor, { events, ...send, ctx: () => actor.getSnapshot().context });
}

describe('logographic', () => {
  describe('in a class that allows no 退格 (allowBackspace false)', () => {
    it('counts a wrong character and holds nothing to take back: the child types the right one and finishes', () => {
      const a = start('你好', undefined, false);
      a.commit('你们', 1_000);
      expect(a.ctx()).toMatchObject({ cursor: 1, correct: 1, wrong: 1, pending: [] });
      a.backspace(1_500);
      expect(a.ctx()).toMatchObject({ cursor: 1, pending: [], lastAt: 1_000 });
      a.commit('好', 2_000);
      expect(a.getSnapshot().output).toMatchObject({ correct: 2, wrong: 1 });
      // a restart keeps the class's rule
      const b = start('你好', undefined, false);
      b.send({ type: 'session.restart' });
      b.commit('们', 1_000);
      expect(b.ctx().pending).toEqual([]);
    });
  });

  describe('when a composition is in progress', () => {
    it('shows it at the cursor, then judges the committed text', () => {
      const a = start('你好');
      a.compose('n', 1_000);
      expect(a.getSnapshot().value).toBe('typing');
      a.compose('ni h', 1_200);
      expect(a.ctx().composition).toBe('ni h');
      a.commit('你好', 4_000);
      const snap = a.getSnapshot();
      expect(snap.status).toBe('done');
      expect(snap.context.composition).toBe('');
      // 2 characters in 3 s (clock from the first composition) → 40 字/分
      expect(snap.output).toMatchObject({ durationMs: 3_000, correct: 2, wrong: 0, cpm: 40, accuracy: 100, keyStats: {}, stars: 0, score: 0 });
      expect(a.events).toEqual([
        { type: 'key.correct', code: '', key: '你' },
        { type: 'key.correct', code: '', key: '好' },
        { type: 'session.finished' },
      ]);
    });

    it('clears the composition when it is cancelled and changes nothing else', () => {
      const a = start('你好');
      a.compose('ni', 0);
      const before = a.ctx();
      a.compose('', 100);
      expect(a.ctx()).toEqual({ ...before, composition: '' });
    });

    it('stays ready on a cancelled composition before anything was typed', () => {
      const a = start('你好');
      a.compose('', 0);
      expect(a.getSnapshot().value).toBe('ready');
      expect(a.ctx().startedAt).toBeNull();
    });
  });

  describe('when a wrong character is committed', () => {
    it('holds it red until Backspace, then accepts the right one', () => {
      const a = start('大山');
      a.commit('大', 0);
      a.commit('三', 1_000);
      expect(a.ctx()).toMatchObject({ cursor: 1, pending: ['三'], correct: 1, wrong: 1 });
      expect(a.events).toContainEqual({ type: 'key.wrong', code: '', key: '三', expected: '山' });
      a.commit('山', 1_500); // committed while wrong text is pending: also wrong
      expect(a.ctx()).toMatchObject({ cursor: 1, pending: ['三', '山'], wrong: 2 });
      a.backspace(2_000);
      a.backspace(2_100);
      expect(a.ctx().pending).toEqual([]);
      a.backspace(2_200); // nothing pending: nothing happens
      expect(a.ctx()).toMatchObject({ cursor: 1, correct: 1, wrong: 2 });
      a.commit('山', 3_000);
      expect(a.getSnapshot().output).toMatchObject({ correct: 2, wrong: 2, accuracy: 50, durationMs: 3_000, cpm: 40 });
    });

    it('judges a multi-character commit up to the first mismatch and holds the rest', () => {
      const a = start('中华人民');
      a.commit('中国人', 0);
      expect(a.ctx()).toMatchObject({ cursor: 1, pending: ['国', '人'], correct: 1, wrong: 2 });
      expect(linesOf(a.ctx())[0]!.map((c) => c.state)).toEqual(['done', 'current', 'todo', 'todo']);
    });

    it(`holds ${MAX_PENDING} wrong characters at most: more are counted wrong, not kept (a commit costs what it holds, issue 39)`, () => {
      const a = start('大山');
      for (let i = 0; i < 10; i++) a.commit('三三三三三', i * 100);
      expect(a.ctx().pending).toHaveLength(MAX_PENDING);
      expect(a.ctx()).toMatchObject({ cursor: 0, wrong: 50 });
      for (let i = 0; i < MAX_PENDING; i++) a.backspace(2_000 + i);
      a.commit('大山', 3_000);
      expect(a.getSnapshot().output).toMatchObject({ correct: 2, wrong: 50 });
    });

    it('ignores Backspace with nothing pending', () => {
      const a = start('大山');
      a.commit('大', 0);
      const before = a.ctx();
      a.backspace(100);
      expect(a.ctx()).toEqual(before);
    });
  });

  describe('punctuation', () => {
    it('accepts the half-width mark for the full-width one', () => {
      const a = start('好，对。真？是！注：是；“好”（对）');
      a.commit('好,对.真?是!注:是;"好"(对)', 0);
      expect(a.getSnapshot().output).toMatchObject({ correct: 18, wrong: 0 });
    });

    it('still rejects a different mark', () => {
      const a = start('好。');
      a.commit('好,', 0);
      expect(a.ctx()).toMatchObject({ correct: 1, wrong: 1, pending: [','] });
    });
  });

  it('skips spaces and newlines in the text and ignores whitespace in commits', () => {
    const a = start('春眠\n不觉 晓');
    a.commit('春眠', 0);
    expect(a.ctx().cursor).toBe(3);
    a.commit('不 觉', 100);
    expect(a.ctx().cursor).toBe(6);
    expect(linesOf(a.ctx()).map((l) => l.map((c) => c.char).join(''))).toEqual(['春眠', '不觉 晓']);
    a.commit('晓', 200);
    expect(a.getSnapshot().output).toMatchObject({ correct: 5, wrong: 0 });
  });

  it('drops text committed past the end instead of counting it wrong', () => {
    const a = start('好');
    a.commit('好了', 0);
    expect(a.getSnapshot().output).toMatchObject({ correct: 1, wrong: 0 });
  });

  describe('when paused', () => {
    it('ignores input and leaves paused time out of the speed', () => {
      const a = start('一二三');
      a.commit('一', 0);
      a.send({ type: 'session.pause', timeStamp: 1_000 });
      a.commit('二', 2_000);
      a.compose('san', 2_100);
      expect(a.ctx()).toMatchObject({ cursor: 1, composition: '' });
      expect(statsOf(a.ctx()).elapsedMs).toBe(1_000);
      a.send({ type: 'session.resume', timeStamp: 31_000 });
      a.commit('二三', 32_000);
      // 32 000 − 30 000 paused = 2 000 ms for 3 characters → 90 字/分
      expect(a.getSnapshot().output).toMatchObject({ durationMs: 2_000, cpm: 90 });
    });
  });

  it('is finished at once when the text has nothing but spaces and newlines', () => {
    const a = start(' \n ');
    expect(a.getSnapshot().status).toBe('done');
    expect(a.getSnapshot().output).toMatchObject({ correct: 0, wrong: 0, durationMs: 0 });
  });

  it('restarts to ready with a clean context', () => {
    const a = start('大山');
    a.commit('大三', 0);
    a.send({ type: 'session.restart' });
    expect(a.getSnapshot().value).toBe('ready');
    expect(a.ctx()).toMatchObject({ cursor: 0, pending: [], correct: 0, wrong: 0, startedAt: null });
  });

  it('ignores input after finished', () => {
    // xstate warns of each event sent after the end (development build): expected here, not printed
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = start('好');
    a.commit('好', 0);
    const output = a.getSnapshot().output;
    a.commit('好', 100);
    a.backspace(200);
    expect(a.getSnapshot().output).toEqual(output);
    expect(a.events.filter((e) => e.type === 'session.finished')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stopped actor'));
    warn.mockRestore();
  });
});
