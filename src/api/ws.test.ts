import { describe, expect, it } from 'vitest';
import { connectPush, onPush, type PushMessage } from './ws';
import { fakeSockets } from './fakeSockets';

const harness = () => fakeSockets('ws://app');

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
