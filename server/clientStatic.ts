import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A year: vite names every file under /assets/ by its content hash, so a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files of public/: the browser revalidates (ETag / Last-Modified → 304). */
export const REVALIDATE = 'no-cache';

/** Which Cache-Control a built file gets, by its path on disk (forward or back slashes). */
export function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built client from `root`: the .br / .gz twins written by scripts/precompress.ts by
 * Accept-Encoding (with `Vary: Accept-Encoding`), hashed assets cached for a year, everything else
 * revalidated. Wildcard: files are looked up per request, so a rebuilt client is served without a
 * restart.
 */
export async function clientStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
}
