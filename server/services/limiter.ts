import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { LimitRule } from '../limits';

/** Thrown past a limit: the error handler answers HTTP 429 with the 42900 envelope and Retry-After. */
export class TooManyError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('rate limit reached');
  }
}

/**
 * Counts one hit of `subject` under `rule` and returns the hits in the current window. One
 * statement (insert … on conflict do update), so concurrent hits, from any process, all count.
 */
export async function hit(db: Db, rule: LimitRule, subject: string, now: Date): Promise<{ hits: number; resetAt: Date }> {
  const key = `${rule.name}|${subject}`;
  const stale = new Date(now.getTime() - rule.windowMs).toISOString();
  const at = now.toISOString();
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, ${at}::timestamptz, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${stale}::timestamptz then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${stale}::timestamptz then excluded.window_start else rate_limits.window_start end
    returning hits, window_start`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Array<{ hits: number; window_start: string | Date }>;
  const row = rows[0]!;
  return { hits: Number(row.hits), resetAt: new Date(new Date(row.window_start).getTime() + rule.windowMs) };
}

/** Counts a hit and throws TooManyError once the subject is past the rule's max (times RATE_LIMIT_SCALE). */
export async function limit(req: FastifyRequest, rule: LimitRule, subject: string): Promise<void> {
  const { db, clock, config } = req.server;
  const now = clock.now();
  const { hits, resetAt } = await hit(db, rule, subject, now);
  if (hits > Math.ceil(rule.max * (config.rateLimitScale ?? 1))) throw new TooManyError(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
}

/** Deletes counters whose window ended before `before` (housekeeping). */
export async function purgeLimits(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return gone.length;
}
