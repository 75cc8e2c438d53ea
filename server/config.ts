import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
/** Server configuration from the environment (documented in README.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PGlite (no DATABASE_URL, on disk) runs on a worker thread of its own (PGLITE_THREAD, default on; '0' keeps it on the main thread) */
  pgliteThread: boolean;
  /** dev endpoints and sandbox pages are served (never in production unless SANDBOX=1) */
  sandbox: boolean;
  paymentProvider: string;
  smsProvider: string;
  wechatProvider: string;
  /** public origin used in QR codes and OAuth redirects; defaults to the request's own origin */
  publicUrl?: string;
  /** serve the built client from this folder when it exists */
  clientDir: string;
  /** the operator's help contacts: contact.json and QR images (README "Help contacts"); none when missing */
  supportDir?: string;
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For / -Host / -Proto (TRUST_PROXY): false (default, the
   * client is the TCP peer), true (every hop — only when no client can reach the server directly),
   * a hop count, or comma-separated addresses/CIDRs of the proxies.
   */
  trustProxy: boolean | number | string[];
  /** multiplies every rate limit of server/limits.ts (RATE_LIMIT_SCALE, default 1) */
  rateLimitScale: number;
  /** how long one game replay may run on its thread before it is refused (REPLAY_BUDGET_MS, default 3000) */
  replayBudgetMs: number;
  /** replay threads at most (REPLAY_THREADS, default: the cores less one, 2 to 4; 1 on one core) — two at least, so costly replays never hold every thread */
  replayThreads: number;
  /** the estimated cost (server/services/replay/cost.ts units) past which a replay is refused before it is queued (REPLAY_COST_BUDGET, default 40000) */
  replayCostBudget?: number;
  /** members a class may have (GROUP_MEMBER_MAX of contract/account.ts; tests make it smaller) */
  groupMemberMax?: number;
  /** purge expired sessions, codes, stale orders and idle guests every hour (default on) */
  housekeeping?: boolean;
  /** how hostile or slow clients are cut off and how the process stops (server/limits of connections) */
  net: NetLimits;
}

/** Timeouts and caps of connections (README "Configuration"; docs/SCALING.md). All in ms or counts. */
export interface NetLimits {
  /** a request must arrive whole (headers and body) within this (REQUEST_TIMEOUT_MS, 15 000) */
  requestTimeoutMs: number;
  /** an idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS, 72 000: above a proxy's 60 s) */
  keepAliveTimeoutMs: number;
  /** how often Node checks the request timeout (the granularity of the cut-off; 1 000) */
  timeoutCheckMs: number;
  /** on SIGTERM, what is in flight may finish within this, then the process exits (SHUTDOWN_GRACE_MS, 10 000) */
  shutdownGraceMs: number;
  /** the server pings every socket this often and closes one that did not answer the last ping (WS_PING_MS, 30 000) */
  wsPingMs: number;
  /** a socket must send its token within this after opening (WS_AUTH_TIMEOUT_MS, 10 000) */
  wsAuthTimeoutMs: number;
  /** a socket whose unsent data passes this many bytes is closed (WS_MAX_BUFFERED, 65 536) */
  wsMaxBuffered: number;
  /** open sockets per session (token): more tabs close the oldest (WS_PER_SESSION, 10) */
  wsPerSession: number;
  /** open sockets per client address, signed in or not (WS_PER_ADDRESS, 200: a school behind one NAT) */
  wsPerAddress: number;
}

const count = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Math.floor(Number(value)) : fallback);

export function netLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): NetLimits {
  return {
    requestTimeoutMs: count(env.REQUEST_TIMEOUT_MS, 15_000),
    keepAliveTimeoutMs: count(env.KEEP_ALIVE_TIMEOUT_MS, 72_000),
    timeoutCheckMs: count(env.TIMEOUT_CHECK_MS, 1_000),
    shutdownGraceMs: count(env.SHUTDOWN_GRACE_MS, 10_000),
    wsPingMs: count(env.WS_PING_MS, 30_000),
    wsAuthTimeoutMs: count(env.WS_AUTH_TIMEOUT_MS, 10_000),
    wsMaxBuffered: count(env.WS_MAX_BUFFERED, 64 * 1024),
    wsPerSession: count(env.WS_PER_SESSION, 10),
    wsPerAddress: count(env.WS_PER_ADDRESS, 200),
  };
}

/** TRUST_PROXY: unset/'false' → false; 'true' → true; '2' → 2 hops; '10.0.0.1,10.1.0.0/16' → those. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((x) => x.trim()).filter(Boolean);
}

/** The trustProxy option of Fastify: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(value: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteThread: env.PGLITE_THREAD !== '0',
    sandbox: !production || env.SANDBOX === '1',
    paymentProvider: env.PAYMENT_PROVIDER ?? 'sandbox',
    smsProvider: env.SMS_PROVIDER ?? 'sandbox',
    wechatProvider: env.WECHAT_PROVIDER ?? 'sandbox',
    publicUrl: env.PUBLIC_URL || undefined,
    clientDir: env.CLIENT_DIR ?? 'dist',
    supportDir: env.SUPPORT_DIR ?? (existsSync('support') ? 'support' : undefined),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitScale: Number(env.RATE_LIMIT_SCALE) > 0 ? Number(env.RATE_LIMIT_SCALE) : 1,
    replayBudgetMs: Number(env.REPLAY_BUDGET_MS) > 0 ? Number(env.REPLAY_BUDGET_MS) : 3000,
    replayThreads: Number(env.REPLAY_THREADS) > 0 ? Math.floor(Number(env.REPLAY_THREADS)) : availableParallelism() < 2 ? 1 : Math.min(4, Math.max(2, availableParallelism() - 1)),
    replayCostBudget: Number(env.REPLAY_COST_BUDGET) > 0 ? Math.floor(Number(env.REPLAY_COST_BUDGET)) : undefined,
    net: netLimitsFromEnv(env),
  };
}
