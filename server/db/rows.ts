/**
 * The rows of a raw `db.execute(sql)` answer, typed by the caller: node-postgres and PGlite answer
 * `{ rows }`, a driver may answer the array itself. Numbers that PostgreSQL counts as bigint or
 * numeric come as strings: the caller's row type says so and converts.
 */
export function executedRows<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[]));
}
