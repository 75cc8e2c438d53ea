import type pg from 'pg';

/**
 * Turns the pool's frequent statements into named prepared statements, so each connection parses
 * and plans them once instead of on every request. An unnamed statement (drizzle's default) is
 * parsed, analysed and planned by PostgreSQL every time: under the saturation load that was over a
 * third of PostgreSQL's statement time (pg_stat_statements: 1.6 s planning beside 2.8 s executing,
 * docs/SCALING.md "PostgreSQL's share").
 *
 * A statement is named once the same text has been sent `after` times with parameters, and at most
 * `max` texts are named: a text built from the data (an `in` list of a varying length) stays
 * unnamed, and a connection's prepared statements stay bounded. Statements without parameters
 * (migrations, one-trip scripts, BEGIN/COMMIT) are never named. The texts and names are the
 * process's, the same on every connection of the pool.
 */
export function nameFrequentStatements(pool: pg.Pool, options: { after?: number; max?: number } = {}): void {
  const after = options.after ?? 3;
  const max = options.max ?? 500;
  const seen = new Map<string, number>();
  const names = new Map<string, string>();

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= max) return known;
    const n = (seen.get(text) ?? 0) + 1;
    if (n < after) {
      // a flood of one-off texts must not grow this map without end: start counting afresh
      if (seen.size >= 10 * max) seen.clear();
      seen.set(text, n);
      return undefined;
    }
    seen.delete(text);
    const name = `xjpx_${names.size + 1}`;
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    // the class's method, looked up on each call (a test may wrap it meanwhile: tests/api/statementLog.ts)
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    const query = (...args: unknown[]) => proto.query.apply(client, args);
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameOf(config);
        if (name) return query({ text: config, name }, values, callback);
      } else if (config && typeof config === 'object' && !('submit' in config)) {
        const c = config as { text?: unknown; name?: unknown; values?: unknown };
        const params = Array.isArray(values) ? values : c.values;
        if (typeof c.text === 'string' && !c.name && Array.isArray(params) && params.length > 0) {
          const name = nameOf(c.text);
          if (name) return query({ ...c, name }, values, callback);
        }
      }
      return query(config, values, callback);
    };
  });
}
