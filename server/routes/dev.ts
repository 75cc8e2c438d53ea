import type { FastifyInstance } from 'fastify';

/** Development and sandbox endpoints (API.md "Sandbox providers"); registered only when config.sandbox. */
export async function devRoutes(_app: FastifyInstance): Promise<void> {}
