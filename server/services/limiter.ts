import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isIPv4, isIPv6 } from 'node:net';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { LimitRule } from '../limits';
import { executedRows } from '../db/rows';
import { ASYNC_COMMIT } from '../db/asyncCommit';

/** Thrown past a limit: the error handler answers HTTP 429 with the 42900 envelope and Retry-After. */
export class TooManyError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('rate limit reached');
  }
}

/**
 * Counts one hit of each `subject` under its `rule` and returns the hits in each one's current
 * window, in order. One statement (insert … on conflict do update) for all of them, so concurrent
 * hits, from any process, all count, and a request under two limits (an address's and a role's)
 * pays one round trip.
 *
 * The statement commits asynchronously (db/asyncCommit.ts): it does not wait for the WAL flush on
 * every counted request; every process still sees every committed hit at once, so the limits hold
 * exactly. Points and money never take this path.
 */
export async function hits(db: Db, counted: ReadonlyArray<readonly [LimitRule, string]>, now: Date): Promise<Array<{ hits: number; resetAt: Date }>> {
  const at = now.toISOString();
  const rows = sql.join(
    counted.map(([rule, subject]) => sql`(${`${rule.name}|${subject}`}::text, ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted (key, stale) as (values ${rows})
    insert into rate_limits (key, window_start, hits)
      select wanted.key, ${at}::timestamptz, 1 from wanted, ${ASYNC_COMMIT}
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= (select stale from wanted where wanted.key = excluded.key) then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= (select stale from wanted where wanted.key = excluded.key) then excluded.window_start else rate_limits.window_start end
    returning key, hits, window_start`);
  const byKey = new Map(executedRows<{ key: string; hits: number; window_start: string | Date }>(result).map((r) => [r.key, r]));
  return counted.map(([rule, subject]) => {
    const row = byKey.get(`${rule.name}|${subject}`)!;
    return { hits: Number(row.hits), resetAt: new Date(new Date(row.window_start).getTime() + rule.windowMs) };
  });
}

/** One hit of `subject` under `rule` (hits() of one). */
export async function hit(db: Db, rule: LimitRule, subject: string, now: Date): Promise<{ hits: number; resetAt: Date }> {
  return (await hits(db, [[rule, subject]], now))[0]!;
}

/**
 * The subject of the per-address limits for a client address: an IPv4 address as it is, an
 * IPv4-mapped IPv6 address (::ffff:1.2.3.4) as its IPv4 address, and any other IPv6 address as its
 * /64 ('2001:db8:1:2::/64'): one customer line or LAN gets a whole /64, so counting single
 * addresses would let one client rotate through 2^64 of them.
 */
export function addressSubject(ip: string): string {
  const bare = ip.split('%')[0]!.toLowerCase();
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  let text = bare;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const n = groups.map((g) => parseInt(g, 16));
  if (n.slice(0, 5).every((g) => g === 0) && n[5] === 0xffff) return [n[6]! >> 8, n[6]! & 255, n[7]! >> 8, n[7]! & 255].join('.');
  return `${n.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The per-address limit subject of a request: its client address (the TCP peer or as a trusted proxy says), IPv6 by /64. */
export const clientAddress = (req: FastifyRequest): string => addressSubject(req.ip);

/**
 * Counts a hit of each (rule, subject) in one statement and throws TooManyError once any subject is
 * past its rule's max (times RATE_LIMIT_SCALE); Retry-After is the latest reset of those past it.
 */
export async function limits(req: FastifyRequest, counted: ReadonlyArray<readonly [LimitRule, string]>): Promise<void> {
  const { db, clock, config } = req.server;
  const now = clock.now();
  const answers = await hits(db, counted, now);
  const over = answers.filter((a, i) => a.hits > Math.ceil(counted[i]![0].max * (config.rateLimitScale ?? 1)));
  if (over.length === 0) return;
  const resetAt = Math.max(...over.map((a) => a.resetAt.getTime()));
  throw new TooManyError(Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)));
}

/** Counts a hit and throws TooManyError once the subject is past the rule's max (times RATE_LIMIT_SCALE). */
export async function limit(req: FastifyRequest, rule: LimitRule, subject: string): Promise<void> {
  await limits(req, [[rule, subject]]);
}

/**
 * Counts a hit as limits() does, runs `act`, and takes the hit back unless `act` failed in a way that
 * `costs` (a wrong guess): only failures stay counted, yet concurrent guesses are counted before
 * they are tried (a count taken after the guess would let a burst of requests through at once).
 */
export async function limitFailures<T>(req: FastifyRequest, counted: ReadonlyArray<readonly [LimitRule, string]>, costs: (err: unknown) => boolean, act: () => Promise<T>): Promise<T> {
  await limits(req, counted);
  try {
    const done = await act();
    await refund(req.server.db, counted);
    return done;
  } catch (err) {
    if (!costs(err)) await refund(req.server.db, counted);
    throw err;
  }
}

/** Takes back one hit of each (rule, subject) (limitFailures: a try that cost nothing). */
async function refund(db: Db, counted: ReadonlyArray<readonly [LimitRule, string]>): Promise<void> {
  const keys = sql.join(counted.map(([rule, subject]) => sql`${`${rule.name}|${subject}`}`), sql`, `);
  await db.execute(sql`update rate_limits set hits = rate_limits.hits - 1 from ${ASYNC_COMMIT} where rate_limits.key in (${keys}) and rate_limits.hits > 0`);
}

/** Deletes counters whose window ended before `before` (housekeeping). */
export async function purgeLimits(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return gone.length;
}
