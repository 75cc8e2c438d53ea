import pg from 'pg';
import { PUSH_CHANNEL, type PushHub } from '../push';

/**
 * How race rooms publish their signals. On PostgreSQL: NOTIFY on the push channel through one
 * connection of its own, not the pool — a room's signals then never queue behind the pool's queries
 * (the lanes' saves, the finishes) and leave this process in the order they were sent; every
 * process's PushHub LISTEN hands them to its room (key `race:<id>`). Falls back to the PushHub
 * (the pool, or local delivery) while that connection is down. In one process (PGlite): the PushHub.
 */
export type Publish = (key: string, signal: unknown) => void;

export function racePublisher(push: PushHub, dbClient: unknown, log: (msg: string, err?: unknown) => void): { publish: Publish; stop: () => Promise<void> } {
  const viaHub: Publish = (key, signal) => push.publish(key, { type: 'room', signal });
  if (!(dbClient instanceof pg.Pool)) return { publish: viaHub, stop: async () => undefined };
  const options = dbClient.options;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let stopped = false;
  /** one query after another on the connection (pg 9 drops its own queue) */
  let tail: Promise<unknown> = Promise.resolve();
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
    if (!client || push.relayState !== 'up') {
      if (!stopped) void connect();
      return viaHub(key, signal);
    }
    const payload = JSON.stringify({ userId: key, message: { type: 'room', signal } });
    const c = client;
    tail = tail.then(() =>
      c.query('select pg_notify($1, $2)', [PUSH_CHANNEL, payload]).catch((err) => {
        log('race: NOTIFY failed; through the push hub instead', err);
        viaHub(key, signal);
      }),
    );
  };
  return {
    publish,
    stop: async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}
