import { sql } from 'drizzle-orm';

/**
 * Put in a statement's `from`: its transaction commits without waiting for the WAL flush
 * (`synchronous_commit` off, set in the same statement, for its own transaction only). For counters
 * that guard the server and saves a client resends — the rate limits, a round's replay claims, a
 * race's lane saves — never points, money or a child's result. Every process still sees the write
 * at once; only a crash of the database itself may forget its last fraction of a second (at most
 * 3 × wal_writer_delay). On this machine the flush is ~9 ms of a ~12 ms statement (docs/SCALING.md).
 */
export const ASYNC_COMMIT = sql`(select set_config('synchronous_commit', 'off', true)) as async_commit`;
