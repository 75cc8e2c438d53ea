import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered, as 'METHOD /url' (HEAD twins left out); the fuzz test's table must name them all */
    routeList: string[];
  }
}

/** Records every route as it is registered (onRoute). Call on the root instance before any route. */
export function installRouteList(app: FastifyInstance): void {
  const list: string[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') list.push(`${method} ${route.url}`);
  });
}
