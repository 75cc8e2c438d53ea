import pg from 'pg';
import { PUSH_CHANNEL, type PushHub } from '../push';
import { wallNow } from './raceTrace';

/**
 * How race rooms publish their signals. On PostgreSQL: NOTIFY on the push channel through one
 * connection of its own, not the pool — a room's signals then never queue behind the pool's queries
 * (the lanes' saves, the finishes) and leave this process in the order they were sent (the signals
 * that come while one statement is out go together in the next); every
 * process's PushHub LISTEN hands them to its room (key `race:<id>`). Falls back to the PushHub
 * (the pool, or local delivery) while that connection is down; while this process's LISTEN is down
 * its own rooms get the signals directly beside the NOTIFY. In one process (PGlite): the PushHub.
 */
export type Publish = (key: string, signal: unknown) => void;

export function racePublisher(push: PushHub, dbClient: unknown, log: (msg: string, err?: unknown) => void): { publish: Publish; stop: () => Promise<void> } {
  const viaHub: Publish = (key, signal) => push.publish(key, { type: 'room', signal });
  if (!(dbClient instanceof pg.Pool)) return { publish: viaHub, stop: async () => undefined };
  const options = dbClient.options;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let stopped = false;
  /** signals waiting for the connection: sent together, one statement of several pg_notify, one at a time */
  const queue: Array<{ key: string; signal: unknown }> = [];
  let inFlight = false;
  const pump = () => {
    const c = client;
    if (inFlight || !queue.length) return;
    const batch = queue.splice(0, 64);
    if (!c) return batch.forEach((q) => viaHub(q.key, q.signal));
    inFlight = true;
    const sent = wallNow();
    const payloads = batch.map((q) => {
      const tr = (q.signal as { tr?: { notify?: number } }).tr;
      if (tr) tr.notify = sent;
      return JSON.stringify({ userId: q.key, message: { type: 'room', signal: q.signal } });
    });
    const text = `select ${batch.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`;
    c.query(text, [PUSH_CHANNEL, ...payloads])
      .catch((err) => {
        log('race: NOTIFY failed; through the push hub instead', err);
        batch.forEach((q) => viaHub(q.key, q.signal));
      })
      .finally(() => {
        inFlight = false;
        pump();
      });
  };
  const connect = () =>
    (connecting ??= (async () => {
      const c = new pg.Client(options);
      c.on('error', (err) => {
        log('race: the NOTIFY connection failed; reconnecting on the next signal', err);
        if (client === c) client = null;
        c.end().catch(() => undefined);
      });
      try {
        await c.connect();
        // a signal is live news, not a record: its commit need not wait for the WAL flush (on the
        // loaded 2-core machine, 250 signals a second: p99 860 ms with the flush, 166 ms without)
        await c.query('set synchronous_commit = off');
      } catch (err) {
        log('race: the NOTIFY connection did not open', err);
        return null;
      } finally {
        connecting = null;
      }
      if (stopped) {
        await c.end().catch(() => undefined);
        return null;
      }
      return (client = c);
    })());
  const publish: Publish = (key, signal) => {
    if (!client) {
      if (!stopped) void connect();
      return viaHub(key, signal);
    }
    // this process's LISTEN is down: it hears none of the NOTIFYs, so its own sockets get the signal
    // here — and the other processes through the NOTIFY all the same (through the hub, which delivers
    // only here while down, they missed it; their rooms never read it back, their LISTEN was up)
    if (push.relayState !== 'up') push.deliver(key, { type: 'room', signal });
    // one round trip at a time, carrying every signal that came meanwhile: a slow database slows
    // each trip, not the rate (one NOTIFY a trip capped it at ~100 a second at 25 races)
    queue.push({ key, signal });
    pump();
  };
  return {
    publish,
    stop: async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}
