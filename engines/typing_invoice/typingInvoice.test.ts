import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { EngineEmitted } from '../core/types';
import { recordKeys } from '../core/sequence/recordKeys';
import { typingInvoiceMachine } from './typingInvoice.machine';
import { charStatus, currentInvoice, fieldState, isLastFieldOfInvoice, nextKey, result, stats, typedLength } from './typingInvoice.selectors';

const twoInvoices = {
  invoices: [
    { title: '增值税普通发票', fields: [{ label: '数量', value: '12' }, { label: '单价', value: '3.5' }] },
    { title: '增值税普通发票', fields: [{ label: '金额', value: '42' }] },
  ],
};

function start(activity = twoInvoices) {
  const actor = createActor(typingInvoiceMachine, { input: { activity } });
  const emitted: EngineEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as EngineEmitted));
  actor.start();
  const send = (events: ReturnType<typeof recordKeys>) => events.forEach((e) => actor.send(e));
  return { actor, emitted, send };
}

describe('typing_invoice', () => {
  it('expects each value followed by Enter, the last field included', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.expected).toEqual(['1', '2', 'Enter', '3', '.', '5', 'Enter', '4', '2', 'Enter']);
    expect(nextKey(actor.getSnapshot())).toEqual({ key: '1' });
  });

  describe('when every invoice is typed on the pad without a mistake', () => {
    it('finishes with results, stats on Numpad codes, and items per field', () => {
      const { actor, emitted, send } = start();
      send(recordKeys('12\n3.5\n42\n', { start: 2000, every: 300, pad: true }));
      const snap = actor.getSnapshot();
      expect(snap.matches('finished')).toBe(true);
      // 10 keys 300 ms apart → 2700 ms
      expect(result(snap)).toEqual({
        durationMs: 2700, correct: 10, wrong: 0, cpm: 222, accuracy: 100,
        keyStats: { Numpad1: { hit: 1, miss: 0 }, Numpad2: { hit: 2, miss: 0 }, NumpadEnter: { hit: 3, miss: 0 }, Numpad3: { hit: 1, miss: 0 }, NumpadDecimal: { hit: 1, miss: 0 }, Numpad5: { hit: 1, miss: 0 }, Numpad4: { hit: 1, miss: 0 } },
        stars: 0, score: 0,
      });
      expect(emitted.filter((e) => e.type !== 'key.correct')).toEqual([
        { type: 'item.started', index: 0, text: '12' },
        { type: 'item.completed', index: 0, text: '12' },
        { type: 'item.started', index: 1, text: '3.5' },
        { type: 'item.completed', index: 1, text: '3.5' },
        { type: 'item.started', index: 2, text: '42' },
        { type: 'item.completed', index: 2, text: '42' },
        { type: 'session.finished' },
      ]);
    });

    it('ignores keys once finished', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); // xstate warns about events to a done actor
      const { actor, send } = start();
      send(recordKeys('12\n3.5\n42\n', { pad: true }));
      const output = actor.getSnapshot().output;
      send(recordKeys('99\n', { start: 9000, pad: true }));
      expect(actor.getSnapshot().output).toEqual(output);
      expect(actor.getSnapshot().context.correct).toBe(10);
      warn.mockRestore();
    });

    it('moves to the next invoice after the last field of one', () => {
      const { actor, send } = start();
      send(recordKeys('12\n3.5', { pad: true }));
      const ctx = actor.getSnapshot().context;
      expect(currentInvoice(ctx)).toBe(0);
      expect(isLastFieldOfInvoice(ctx, 1)).toBe(true);
      expect(isLastFieldOfInvoice(ctx, 0)).toBe(false);
      expect(fieldState(ctx, 0)).toBe('done');
      expect(fieldState(ctx, 1)).toBe('active');
      expect(typedLength(ctx, 1)).toBe(3);
      expect(nextKey(actor.getSnapshot())).toEqual({ key: 'Enter' });
      send(recordKeys('\n', { start: 1000, pad: true }));
      expect(currentInvoice(actor.getSnapshot().context)).toBe(1);
      expect(fieldState(actor.getSnapshot().context, 2)).toBe('active');
    });
  });

  describe('digits from the top row', () => {
    it('count as right, with the hit on the code pressed', () => {
      const { actor, send } = start();
      send(recordKeys('12\n', { pad: false }));
      expect(actor.getSnapshot().context.keyStats).toEqual({ Digit1: { hit: 1, miss: 0 }, Digit2: { hit: 1, miss: 0 }, Enter: { hit: 1, miss: 0 } });
    });
  });

  describe('when a key the pad cannot type is pressed', () => {
    it('ignores it entirely: not counted, no clock start', () => {
      const { actor, emitted, send } = start();
      send(recordKeys('a {Backspace}{Tab}x', { start: 0 }));
      const snap = actor.getSnapshot();
      expect(snap.matches('ready')).toBe(true);
      expect(stats(snap)).toMatchObject({ correct: 0, wrong: 0, elapsedMs: 0 });
      expect(emitted.filter((e) => e.type.startsWith('key.'))).toEqual([]);
    });
  });

  describe('when Enter comes before the value is complete', () => {
    it('counts a wrong key on the expected digit and stays in the field', () => {
      const { actor, emitted, send } = start();
      send(recordKeys('1\n', { pad: true }));
      const snap = actor.getSnapshot();
      expect(emitted.at(-1)).toEqual({ type: 'key.wrong', code: 'NumpadEnter', key: 'Enter', expected: '2' });
      expect(snap.context.cursor).toBe(1);
      expect(snap.context.keyStats.Numpad2).toEqual({ hit: 0, miss: 1 });
      expect(charStatus(snap.context, 1)).toBe('error');
      expect(fieldState(snap.context, 0)).toBe('active');
      expect(stats(snap).accuracy).toBe(50);
    });

    it('counts a digit where Enter is due as a miss on NumpadEnter', () => {
      const { actor, send } = start();
      send(recordKeys('123', { pad: true }));
      expect(actor.getSnapshot().context.keyStats.NumpadEnter).toEqual({ hit: 0, miss: 1 });
      expect(nextKey(actor.getSnapshot())).toEqual({ key: 'Enter' });
    });
  });

  describe('pause and restart', () => {
    it('leaves paused time out and ignores keys while paused', () => {
      const { actor, send } = start({ invoices: [{ title: '发票', fields: [{ label: '数量', value: '7' }] }] });
      send(recordKeys('7', { start: 0, pad: true }));
      actor.send({ type: 'session.pause', timeStamp: 100 });
      send(recordKeys('\n', { start: 200, pad: true }));
      expect(actor.getSnapshot().matches('paused')).toBe(true);
      actor.send({ type: 'session.resume', timeStamp: 5100 });
      send(recordKeys('\n', { start: 5500, pad: true }));
      expect(result(actor.getSnapshot())).toMatchObject({ durationMs: 500, correct: 2, wrong: 0, cpm: 120 }); // cpm over at least 1 s
    });

    it('restarts from typing with a clean context', () => {
      const { actor, send } = start();
      send(recordKeys('19', { pad: true }));
      actor.send({ type: 'session.restart' });
      const snap = actor.getSnapshot();
      expect(snap.matches('ready')).toBe(true);
      expect(snap.context).toMatchObject({ cursor: 0, correct: 0, wrong: 0, errored: [], keyStats: {} });
      expect(currentInvoice(snap.context)).toBe(0);
    });
  });
});
