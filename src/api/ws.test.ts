import { describe, expect, it } from 'vitest';
import { connectPush, onPush, type PushDeps, type PushMessage } from './ws';

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const repeats = new Map<number, { fn: () => void; ms: number }>();
  let n = 0;
  const deps: PushDeps = {
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    origin: () => 'ws://app',
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => {},
    setRepeat: (fn, ms) => (repeats.set(++n, { fn, ms }), n),
    clearRepeat: (id) => repeats.delete(id as number),
  };
  return { sockets, timers, repeats, deps };
}

describe('the push connection', () => {
  it('opens /ws without the token in the URL, sends it first, and pings every 30 s once open', () => {
    const h = harness();
    connectPush('tok', h.deps);
    expect(h.sockets[0].url).toBe('ws://app/ws');
    h.sockets[0].open();
    expect(h.sockets[0].sent).toEqual(['{"type":"auth","token":"tok"}']);
    const [beat] = [...h.repeats.values()];
    expect(beat.ms).toBe(30_000);
    beat.fn();
    expect(h.sockets[0].sent).toEqual(['{"type":"auth","token":"tok"}', '{"type":"ping"}']);
  });

  it('relays server messages to the listeners and ignores garbage', () => {
    const h = harness();
    const got: PushMessage[] = [];
    const stop = onPush((m) => got.push(m));
    connectPush('tok', h.deps);
    h.sockets[0].onmessage?.({ data: '{"type":"pay","tradeNo":"T1"}' });
    h.sockets[0].onmessage?.({ data: 'not json' });
    stop();
    h.sockets[0].onmessage?.({ data: '{"type":"userInfo"}' });
    expect(got).toEqual([{ type: 'pay', tradeNo: 'T1' }]);
  });

  it('reconnects after a drop, but not after the server refused the token', () => {
    const h = harness();
    connectPush('tok', h.deps);
    h.sockets[0].open();
    h.sockets[0].onclose?.({ code: 1006 });
    expect(h.repeats.size).toBe(0);
    expect(h.timers).toHaveLength(1);
    h.timers[0].fn();
    expect(h.sockets).toHaveLength(2);
    h.sockets[1].onclose?.({ code: 4401 });
    expect(h.timers).toHaveLength(1);
  });

  it('stays closed once closed by the app', () => {
    const h = harness();
    const close = connectPush('tok', h.deps);
    h.sockets[0].open();
    close();
    h.sockets[0].onclose?.({ code: 1000 });
    expect(h.timers).toHaveLength(0);
    expect(h.repeats.size).toBe(0);
  });
});
