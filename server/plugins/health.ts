import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { Status } from '../../contract/envelope';
import { HOUSEKEEPING_INTERVAL_MS, purge } from '../services/housekeeping';

const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * GET /healthz for load balancers and monitors: 200 with the version when the database answers
 * and pushes reach this process (`push`: 'up', or 'local' with one process), 503 when the database
 * does not answer or the push listener is down (no personal data either way).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (req, reply) => {
    const started = performance.now();
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      req.log.warn({ code: (error as { code?: string }).code }, 'health check: the database did not answer');
      return reply.code(503).send({ status: Status.serverError, message: '数据库不可用', data: { version, database: 'down', push: app.push.relayState } });
    }
    const dbMs = Math.round(performance.now() - started);
    // push 'down': this process lost its LISTEN connection (reconnecting); pushes from other processes do not reach its tabs
    const push = app.push.relayState;
    if (push === 'down') return reply.code(503).send({ status: Status.serverError, message: '推送不可用', data: { version, database: 'up', dbMs, push } });
    return { status: Status.ok, message: 'success', data: { version, database: 'up', dbMs, push } };
  });
}

/** Runs housekeeping a minute after start and then every HOUSEKEEPING_INTERVAL_MS (timers do not keep the process alive). */
export function scheduleHousekeeping(app: FastifyInstance, intervalMs = HOUSEKEEPING_INTERVAL_MS): void {
  const run = async () => {
    try {
      const gone = await purge(app.db, app.clock.now());
      app.log.info({ gone }, 'housekeeping');
    } catch (error) {
      app.log.warn({ code: (error as { code?: string }).code }, 'housekeeping failed; it runs again later');
    }
  };
  const first = setTimeout(run, Math.min(60_000, intervalMs)).unref();
  const every = setInterval(run, intervalMs).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
