import type { FastifyInstance } from 'fastify';

/** /api/client/v1/student — see API.md. */
export async function studentRoutes(_app: FastifyInstance): Promise<void> {}
