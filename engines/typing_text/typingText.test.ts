import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { EngineEmitted } from '../core/types';
import { recordKeys } from '../core/sequence/recordKeys';
import { charStatus, currentLine, nextKey, result, stats } from './typingText.selectors';
import { typingTextMachine } from './typingText.machine';

function start(text: string) {
  const actor = createActor(typingTextMachine, { input: { activity: { text } } });
  const emitted: EngineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as EngineEmitted));
  actor.start();
  const send = (events: ReturnType<typeof recordKeys>) => events.forEach((e) => actor.send(e));
  return { actor, emitted, send };
}

describe('typing_text', () => {
  it('waits in ready for the first key, with Enter expected only between lines', () => {
    const { actor } = start('ab\ncd\n');
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.expected).toEqual(['a', 'b', 'Enter', 'c', 'd']);
    expect(nextKey(actor.getSnapshot())).toEqual({ key: 'a' });
  });

  it('finishes at once when the passage has nothing to type', () => {
    const { actor, emitted } = start('\n');
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    expect(actor.getSnapshot().output).toMatchObject({ durationMs: 0, correct: 0, accuracy: 100 });
    expect(emitted.at(-1)).toEqual({ type: 'session.finished' });
  });

  describe('when the passage is typed without a mistake', () => {
    it('finishes with cpm and accuracy from the timestamps', () => {
      const { actor, emitted, send } = start('asdf jkl;\nfj');
      // 12 keys 250 ms apart: first at 1000, last at 1000 + 11 * 250 = 3750 → 2750 ms
      send(recordKeys('asdf jkl;\nfj', { start: 1000, every: 250 }));
      const snap = actor.getSnapshot();
      expect(snap.matches('finished')).toBe(true);
      expect(snap.status).toBe('done');
      expect(result(snap)).toEqual({
        durationMs: 2750, correct: 12, wrong: 0, cpm: 262, accuracy: 100, // 12 keys in 2.75 s
        keyStats: expect.objectContaining({ KeyA: { hit: 1, miss: 0 }, KeyF: { hit: 2, miss: 0 }, Space: { hit: 1, miss: 0 }, Enter: { hit: 1, miss: 0 }, Semicolon: { hit: 1, miss: 0 } }),
        stars: 0, score: 0,
      });
      expect(nextKey(snap)).toBeNull();
      expect(emitted.filter((e) => e.type.startsWith('item.') || e.type === 'session.finished')).toEqual([
        { type: 'item.started', index: 0, text: 'asdf jkl;' },
        { type: 'item.completed', index: 0, text: 'asdf jkl;' },
        { type: 'item.started', index: 1, text: 'fj' },
        { type: 'item.completed', index: 1, text: 'fj' },
        { type: 'session.finished' },
      ]);
    });

    it('moves from ready to typing on the first key', () => {
      const { actor, send } = start('abc');
      send(recordKeys('a'));
      expect(actor.getSnapshot().matches('typing')).toBe(true);
      expect(charStatus(actor.getSnapshot().context, 0)).toBe('typed');
      expect(charStatus(actor.getSnapshot().context, 1)).toBe('current');
      expect(charStatus(actor.getSnapshot().context, 2)).toBe('pending');
    });
  });

  describe('when a wrong key is pressed', () => {
    it('emits key.wrong, counts the miss on the expected key and keeps the cursor', () => {
      const { actor, emitted, send } = start('ab');
      send(recordKeys('as', { start: 0, every: 100 }));
      const snap = actor.getSnapshot();
      expect(snap.context.cursor).toBe(1);
      expect(emitted.at(-1)).toEqual({ type: 'key.wrong', code: 'KeyS', key: 's', expected: 'b' });
      expect(snap.context.keyStats.KeyB).toEqual({ hit: 0, miss: 1 });
      expect(snap.context.keyStats.KeyS).toBeUndefined();
      expect(charStatus(snap.context, 1)).toBe('error');
      expect(nextKey(snap)).toEqual({ key: 'b' });
    });

    it('shows the character as corrected once typed right and counts accuracy over all keystrokes', () => {
      const { actor, send } = start('ab');
      send(recordKeys('asxb', { start: 0, every: 100 }));
      const snap = actor.getSnapshot();
      expect(charStatus(snap.context, 1)).toBe('corrected');
      expect(snap.context.errored).toEqual([1]);
      expect(result(snap)).toMatchObject({ correct: 2, wrong: 2, accuracy: 50, durationMs: 300, keyStats: { KeyB: { hit: 1, miss: 2 } } });
    });

    it('ignores Backspace and other named keys entirely', () => {
      const { actor, send } = start('ab');
      send(recordKeys('{Backspace}{Tab}{Escape}', { start: 0 }));
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      send(recordKeys('a{Backspace}', { start: 500 }));
      expect(stats(actor.getSnapshot())).toMatchObject({ correct: 1, wrong: 0, elapsedMs: 0 });
    });
  });

  describe('at a line end', () => {
    it('requires Enter: a space or the next letter is wrong', () => {
      const { actor, send } = start('ab\ncd');
      send(recordKeys('ab c', { every: 100 }));
      const snap = actor.getSnapshot();
      expect(nextKey(snap)).toEqual({ key: 'Enter' });
      expect(currentLine(snap)).toBe(0);
      expect(snap.context.keyStats.Enter).toEqual({ hit: 0, miss: 2 });
      send(recordKeys('\n', { start: 1000 }));
      expect(currentLine(actor.getSnapshot())).toBe(1);
    });

    it('accepts Enter from the number pad', () => {
      const { actor, send } = start('a\nb');
      send(recordKeys('a\nb', { pad: true }));
      expect(actor.getSnapshot().matches('finished')).toBe(true);
      expect(actor.getSnapshot().output?.keyStats.NumpadEnter).toEqual({ hit: 1, miss: 0 });
    });
  });

  describe('when paused', () => {
    it('leaves paused time out of the duration', () => {
      const { actor, send } = start('abc');
      send(recordKeys('a', { start: 0 }));
      actor.send({ type: 'session.pause', timeStamp: 50 });
      expect(actor.getSnapshot().matches('paused')).toBe(true);
      actor.send({ type: 'session.resume', timeStamp: 10_050 });
      expect(actor.getSnapshot().matches('typing')).toBe(true);
      send(recordKeys('bc', { start: 10_100, every: 100 }));
      // keys at 0, 10100, 10200; paused 10000 → 200 ms of typing (cpm divides by at least 1 s)
      expect(result(actor.getSnapshot())).toMatchObject({ durationMs: 200, cpm: 180 });
    });

    it('ignores keys while paused', () => {
      const { actor, send } = start('abc');
      send(recordKeys('a', { start: 0 }));
      actor.send({ type: 'session.pause', timeStamp: 50 });
      send(recordKeys('bx', { start: 100 }));
      const snap = actor.getSnapshot();
      expect(snap.matches('paused')).toBe(true);
      expect(snap.context).toMatchObject({ cursor: 1, correct: 1, wrong: 0 });
    });

    it('cannot be paused before the first key', () => {
      const { actor } = start('abc');
      actor.send({ type: 'session.pause', timeStamp: 0 });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    });
  });

  describe('when restarted', () => {
    it('returns to ready with a clean context from typing or paused', () => {
      const { actor, emitted, send } = start('ab\ncd');
      send(recordKeys('ax', { start: 0 }));
      actor.send({ type: 'session.pause', timeStamp: 300 });
      actor.send({ type: 'session.restart' });
      const snap = actor.getSnapshot();
      expect(snap.matches('ready')).toBe(true);
      expect(snap.context).toMatchObject({ cursor: 0, correct: 0, wrong: 0, errored: [], keyStats: {} });
      expect(snap.context.clock).toEqual({ startedAt: null, lastAt: 0, pausedMs: 0, pausedAt: null });
      expect(emitted.at(-1)).toEqual({ type: 'item.started', index: 0, text: 'ab' });
      send(recordKeys('ab\ncd', { start: 5000, every: 100 }));
      expect(result(actor.getSnapshot())).toMatchObject({ durationMs: 400, correct: 5, wrong: 0 });
    });
  });

  describe('once finished', () => {
    it('ignores further keys and even restart: the host makes a new actor to play again', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // xstate warns about events to a done actor
      const { actor, send } = start('ab');
      send(recordKeys('ab', { start: 0 }));
      const output = actor.getSnapshot().output;
      send(recordKeys('abab', { start: 500 }));
      actor.send({ type: 'session.restart' });
      expect(actor.getSnapshot().matches('finished')).toBe(true);
      expect(actor.getSnapshot().output).toEqual(output);
      warn.mockRestore();
    });
  });
});
