import type { FastifyInstance } from 'fastify';

/** /api/client/v1/course — see API.md. */
export async function courseRoutes(_app: FastifyInstance): Promise<void> {}
