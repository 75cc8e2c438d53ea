import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Status } from '../contract/envelope';
import { fastifyTrustProxy, type Config } from './config';
import type { Database, Db } from './db/client';
import { seed } from './db/seed';
import { systemClock, type Clock } from './clock';
import { PushHub } from './push';
import { ReplayPool } from './services/replay/pool';
import { WsGuard } from './wsGuard';
import { createProviders, type Providers } from './services/providers';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/user';
import { vipRoutes } from './routes/vip';
import { courseRoutes } from './routes/course';
import { studentRoutes } from './routes/student';
import { studentAccountRoutes } from './routes/studentAccount';
import { devRoutes } from './routes/dev';
import { payRoutes } from './routes/pay';
import { helpRoutes } from './routes/help';
import { wsRoutes } from './ws';
import { raceWsRoutes } from './raceWs';
import { schoolRoutes } from './routes/school';
import { classLessonRoutes } from './routes/classLesson';
import { refuseCardAccount } from './services/school/cardAccount';
import { replayRoutes } from './routes/replay';
import { raceRoutes } from './routes/race';
import { RaceRooms } from './services/raceRooms';
import { racePublisher } from './services/raceNotify';
import { clientStatic } from './clientStatic';
import { gameRoutes } from './routes/game';
import { typingTestRoutes } from './routes/typingTest';
import { studentDrawRoutes } from './routes/studentDraw';
import { certificatePublicRoutes, certificateStudentRoutes } from './routes/certificates';
import { installGuards } from './plugins/guards';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/transport';
import { installSecurityHeaders } from './plugins/headers';
import { installCompression } from './plugins/compress';
import { AccessLog, loggerOptions } from './plugins/logging';
import { installRequestTrace } from './plugins/requestTrace';
import { healthRoutes, scheduleHousekeeping } from './plugins/health';
import { installRouteList } from './plugins/routeList';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    push: PushHub;
    wsGuard: WsGuard;
    providers: Providers;
    /** game replays off the event loop (server/services/replay/pool.ts) */
    replays: ReplayPool;
    /** the class races' rooms in this process (server/services/raceRooms.ts) */
    races: RaceRooms;
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
/** Largest WebSocket message a client may send (bytes); bigger closes the socket (1009). */
export const WS_MAX_PAYLOAD = 4096;

/** Builds the whole server: API, WebSocket, sandbox pages and the built client, on one port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { net } = config;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // one access line per request, written when it is answered
    logController: new AccessLog(),
    bodyLimit: 256 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    clientErrorHandler,
    frameworkErrors,
    // Bodies are small (≤ 256 KiB) and the client gives up after 15 s: a request that has not arrived
    // whole by then is a stalled or hostile one (408, socket closed), and it holds no descriptor longer.
    requestTimeout: net.requestTimeoutMs,
    keepAliveTimeout: net.keepAliveTimeoutMs,
    http: { headersTimeout: net.requestTimeoutMs, requestTimeout: net.requestTimeoutMs, connectionsCheckingInterval: net.timeoutCheckMs },
  });
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('push', new PushHub());
  app.decorate('wsGuard', new WsGuard(net));
  app.addHook('onClose', async () => app.wsGuard.stop());
  app.decorate('providers', { ...createProviders(config, (m) => app.log.warn(m)), ...options.providers });
  app.decorate('replays', new ReplayPool({ threads: config.replayThreads ?? 1, budgetMs: config.replayBudgetMs ?? 3000, costBudget: config.replayCostBudget }));
  app.addHook('onClose', () => app.replays.close());

  app.setErrorHandler(errorHandler);
  installRouteList(app);
  installRequestTrace(app, process.env.REQUEST_TRACE);
  installGuards(app);
  installSecurityHeaders(app);
  // after the headers hook: it reads the plain JSON (is a token in it?) before this compresses it
  installCompression(app);

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, status: Status.tooMany, message: '操作太频繁，请稍后再试', data: null }),
  });
  // A push socket only ever receives {"type":"ping"} from a tab: 4 KiB frames are plenty.
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });

  // a class card's own account: no phone to bind, no role to delete (docs/API-school.md)
  app.addHook('preHandler', refuseCardAccount);
  await app.register(authRoutes, { prefix: `${API}/auth` });
  await app.register(userRoutes, { prefix: `${API}/user` });
  await app.register(vipRoutes, { prefix: `${API}/vip` });
  await app.register(courseRoutes, { prefix: `${API}/course` });
  await app.register(studentRoutes, { prefix: `${API}/student` });
  await app.register(gameRoutes, { prefix: `${API}/game` });
  await app.register(typingTestRoutes, { prefix: `${API}/typingTest` });
  await app.register(studentDrawRoutes, { prefix: `${API}/student` });
  await app.register(studentAccountRoutes, { prefix: `${API}/student` });
  await app.register(certificateStudentRoutes, { prefix: `${API}/student` });
  await app.register(certificatePublicRoutes, { prefix: `${API}/certificate` });
  await app.register(wsRoutes);
  const publisher = racePublisher(app.push, (app.db as { $client?: unknown }).$client, (msg, err) => app.log.warn({ err }, msg));
  app.decorate('races', new RaceRooms({ db: app.db, clock: app.clock, push: app.push, log: app.log, publish: publisher.publish }));
  app.addHook('onClose', async () => {
    app.races.stop();
    await publisher.stop();
  });
  await app.register(raceRoutes, { prefix: `${API}/race` });
  await app.register(schoolRoutes, { prefix: `${API}/school` });
  await app.register(replayRoutes, { prefix: `${API}/school` });
  await app.register(classLessonRoutes, { prefix: `${API}/classLesson` });
  await app.register(raceWsRoutes);
  await app.register(payRoutes);
  await app.register(helpRoutes);
  await app.register(healthRoutes);
  if (config.sandbox) await app.register(devRoutes);

  const clientDir = resolve(config.clientDir);
  const hasClient = existsSync(resolve(clientDir, 'index.html'));
  // compressed twins by Accept-Encoding, /assets/* immutable, the rest revalidated (server/clientStatic.ts)
  if (hasClient) await clientStatic(app, clientDir);

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send({ status: Status.notFound, message: '接口不存在', data: null });
    // A missing build file is a 404 (an old tab asking for a replaced chunk must not get HTML).
    if (req.url.startsWith('/assets/')) return reply.code(404).send({ status: Status.notFound, message: '文件不存在', data: null });
    // History-mode SPA: every other GET is the client's index.html; the client shows its own 404.
    if (req.method === 'GET' && hasClient) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ status: Status.notFound, message: '页面不存在', data: null });
  });

  await seed(database.db);
  if (config.housekeeping !== false) scheduleHousekeeping(app);
  return app;
}
