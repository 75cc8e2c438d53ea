import type { FastifyInstance } from 'fastify';

/** /api/client/v1/user — see API.md. */
export async function userRoutes(_app: FastifyInstance): Promise<void> {}
