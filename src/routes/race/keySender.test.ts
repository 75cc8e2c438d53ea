import { describe, expect, it } from 'vitest';
import { KeySender } from './keySender';

function rig(open = true) {
  let now = 0;
  const timers: { at: number; fn: () => void }[] = [];
  const sent: { seq: number; from: number; n: number }[] = [];
  const wire = { open, send: (seq: number, from: number, log: unknown[]) => (wire.open ? (sent.push({ seq, from, n: log.length }), true) : false) };
  const clock = { now: () => now, later: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }), cancel: () => {} };
  const s = new KeySender(wire, clock);
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.splice(0).filter((x) => x.at <= now)) t.fn();
  };
  return { s, sent, advance, wire };
}

describe('KeySender', () => {
  it('sends the first key at once, then coalesces', () => {
    const { s, sent, advance } = rig();
    s.add([10, 'KeyA', 'a']);
    expect(sent).toEqual([{ seq: 0, from: 0, n: 1 }]);
    s.add([20, 'KeyB', 'b']);
    s.add([30, 'KeyC', 'c']);
    expect(sent).toHaveLength(1);
    advance(100);
    expect(sent[1]).toEqual({ seq: 1, from: 1, n: 2 });
  });

  it('keeps times in order and never before the start', () => {
    const { s } = rig();
    s.add([-5, 'KeyA', 'a']);
    s.add([50, 'KeyB', 'b']);
    s.add([40, 'KeyC', 'c']);
    expect(s.log.map((e) => e[0])).toEqual([0, 50, 50]);
  });

  it('resends from where the server says after a drop', () => {
    const { s, sent, advance, wire } = rig();
    s.add([1, 'KeyA', 'a']);
    wire.open = false;
    s.add([2, 'KeyB', 'b']);
    advance(100);
    expect(sent).toHaveLength(1);
    wire.open = true;
    s.resendFrom(1);
    expect(sent[1]).toEqual({ seq: 1, from: 1, n: 1 });
  });

  it('adopts a longer stored log (a reloaded device)', () => {
    const { s } = rig();
    s.adopt([[1, 'KeyA', 'a'], [2, 'KeyB', 'b']]);
    expect(s.log).toHaveLength(2);
    expect(s.pending).toBe(0);
  });
});
