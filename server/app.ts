import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Status } from '../contract/envelope';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { seed } from './db/seed';
import { AppError } from './errors';
import { systemClock, type Clock } from './clock';
import { PushHub } from './push';
import { createProviders, type Providers } from './services/providers';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/user';
import { vipRoutes } from './routes/vip';
import { courseRoutes } from './routes/course';
import { studentRoutes } from './routes/student';
import { devRoutes } from './routes/dev';
import { payRoutes } from './routes/pay';
import { wsRoutes } from './ws';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    push: PushHub;
    providers: Providers;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** replace providers in tests */
  providers?: Partial<Providers>;
}

const API = '/api/client/v1';

/** Builds the whole server: API, WebSocket, sandbox pages and the built client, on one port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 256 * 1024, trustProxy: true });
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('push', new PushHub());
  app.decorate('providers', { ...createProviders(config, (m) => app.log.warn(m)), ...options.providers });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return reply.code(200).send({ status: error.status, message: error.message, data: null });
    if (error.statusCode === 429) return reply.code(429).send({ status: Status.tooMany, message: '操作太频繁，请稍后再试', data: null });
    if (error.statusCode === 413) return reply.code(413).send({ status: Status.invalid, message: '请求内容过大', data: null });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
      return reply.code(error.statusCode).send({ status: Status.invalid, message: '请求格式不正确', data: null });
    req.log.error(error);
    return reply.code(500).send({ status: Status.serverError, message: '服务器开小差了，请稍后再试', data: null });
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, status: Status.tooMany, message: '操作太频繁，请稍后再试', data: null }),
  });
  await app.register(websocket);

  await app.register(authRoutes, { prefix: `${API}/auth` });
  await app.register(userRoutes, { prefix: `${API}/user` });
  await app.register(vipRoutes, { prefix: `${API}/vip` });
  await app.register(courseRoutes, { prefix: `${API}/course` });
  await app.register(studentRoutes, { prefix: `${API}/student` });
  await app.register(wsRoutes);
  await app.register(payRoutes);
  if (config.sandbox) await app.register(devRoutes);

  const clientDir = resolve(config.clientDir);
  const hasClient = existsSync(resolve(clientDir, 'index.html'));
  // wildcard: files are looked up per request, so a rebuilt client is served without a restart
  if (hasClient) await app.register(fastifyStatic, { root: clientDir, wildcard: true, index: 'index.html' });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send({ status: Status.notFound, message: '接口不存在', data: null });
    // A missing build file is a 404 (an old tab asking for a replaced chunk must not get HTML).
    if (req.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    // History-mode SPA: every other GET is the client's index.html; the client shows its own 404.
    if (req.method === 'GET' && hasClient) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found');
  });

  await seed(database.db);
  return app;
}
