import type { FastifyInstance } from 'fastify';

/** /api/client/v1/auth — see API.md. */
export async function authRoutes(_app: FastifyInstance): Promise<void> {}
