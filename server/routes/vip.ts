import type { FastifyInstance } from 'fastify';

/** /api/client/v1/vip — see API.md. */
export async function vipRoutes(_app: FastifyInstance): Promise<void> {}
