import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import type { Socket } from 'node:net';
import { configFromEnv, type Config } from '../../server/config';
import type { Clock } from '../../server/clock';
import type { Envelope } from '../../contract/envelope';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium';
import { openMemoryDatabase } from '../dbTemplate';
import { within } from '../machine';
import { benchCpuRate, throttleContext } from '../bench/cpuThrottle';

export { CHROMIUM, CHROMIUM_ARGS, within };
export const SCREENSHOTS = 'tests/e2e/screenshots';
/** The client the browser tests and benches serve: the test build, with its test hooks (`npm run build:test`, src/testBuild.ts). */
export const TEST_CLIENT_DIR = 'dist-test';
const errorsOf = new WeakMap<Page, string[]>();

/**
 * The browser for one file: a connection to the project's shared chromium (tests/e2e/globalSetup.ts)
 * under vitest, else (a bench, a script) a chromium of its own. Closing it closes what this file opened.
 */
async function openBrowser(): Promise<Browser> {
  if (process.env.VITEST) {
    const { inject } = await import('vitest');
    const ws = inject('chromiumWs') as string | undefined;
    if (typeof ws === 'string') return chromium.connect(ws);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A page opened in a test closes when that test ends, not when the file does: a page left on an
 * animated screen (a bobbing badge, the home page's hero) kept its renderer and chromium's
 * compositor drawing frames through the file's later tests. One opened outside a test (beforeAll)
 * stays open until close(). Under it.concurrent the "current test" is whichever started last, so
 * concurrent tests open their own contexts (everyRoute.test.ts).
 */
async function closeWhenTestEnds(context: BrowserContext): Promise<void> {
  if (!process.env.VITEST) return;
  const { onTestFinished } = await import('vitest');
  try {
    onTestFinished(() => context.close().catch(() => {}));
  } catch {
    // not inside a test (a beforeAll): close() closes it
  }
}

/**
 * The whole product for a browser test: the test build of the client (run `npm run build:test` first) and the API
 * on a free port with PGlite in memory, and a headless Debian chromium.
 */
export async function startE2E(opts: { clientDir?: string; config?: Partial<Config>; clock?: Clock; cpuRate?: number } = {}) {
  const clientDir = opts.clientDir ?? TEST_CLIENT_DIR;
  if (!existsSync(`${clientDir}/index.html`)) throw new Error(`${clientDir}/ is missing: run \`npm run build:test\` before the browser tests`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const database = await openMemoryDatabase();
  const config = { ...configFromEnv({ NODE_ENV: 'test' }), logLevel: 'silent', clientDir, host: '127.0.0.1', port: 0, supportDir: undefined, ...opts.config };
  const app = await buildApp({ config, database, clock: opts.clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // the server's side of "no network" (setNetwork below): every open connection, and each new one, is cut
  const sockets = new Set<Socket>();
  let cut = false;
  app.server.on('connection', (socket: Socket) => {
    if (cut) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const browser = await openBrowser();
  const pages: Page[] = [];
  // a bench's weak PC (BENCH_CPU, tests/bench/cpuThrottle.ts): every page of the run, baselines too; never under vitest
  const cpuRate = opts.cpuRate ?? (process.env.VITEST ? 1 : benchCpuRate());
  /** A context whose waits are scaled to the machine and whose every page is throttled to the run's CPU rate before anyone gets it. */
  const throttled = (context: BrowserContext): BrowserContext => {
    // Playwright's 30 s for a wait, an action or a navigation, on this machine (tests/machine.ts)
    context.setDefaultTimeout(within(30_000));
    const { ready } = throttleContext(context, cpuRate);
    const open = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await open();
      await ready(page);
      return page;
    };
    return context;
  };

  return {
    baseUrl,
    browser,
    app,
    database,
    /** DevTools CPU throttling rate of every page this harness opens (1 = none) */
    cpuRate,
    /** A bare context (no error collection) with newPage's time limits and throttle: for walks and benches that set their own options. */
    async newContext(options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
      return throttled(await browser.newContext(options));
    },
    /** A fresh page (own context: own localStorage) that fails the test on uncaught page errors and CSP violations. */
    async newPage(opts: { width?: number; height?: number; deviceScaleFactor?: number; serviceWorkers?: 'allow' | 'block'; touch?: boolean } = {}): Promise<Page> {
      // the service worker (offline, install) is blocked unless a test is about it: the others stay deterministic
      const context = throttled(await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        deviceScaleFactor: opts.deviceScaleFactor,
        locale: 'zh-CN',
        baseURL: baseUrl,
        serviceWorkers: opts.serviceWorkers ?? 'block',
        // a phone or tablet: touch events, a coarse pointer that does not hover
        ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
      }));
      await closeWhenTestEnds(context);
      // a CSP violation (an eval, a foreign script or frame) fails the test like an uncaught error
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`)),
      );
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().startsWith('CSP violation:')) errors.push(m.text());
      });
      errorsOf.set(page, errors);
      pages.push(page);
      return page;
    },
    /**
     * The network goes away (or comes back) for a page: chromium's offline mode for the page, and the
     * server cutting every connection meanwhile. Chromium's emulation alone let a request through now and
     * then when a service worker controls the page (its target is emulated a moment late), which a child
     * without a network never sees. One test at a time: the cut is the server's, for every page.
     */
    async setNetwork(page: Page, online: boolean): Promise<void> {
      cut = !online;
      if (cut) for (const socket of sockets) socket.destroy();
      await page.context().setOffline(!online);
    },
    /** Calls the API directly (to arrange state); returns the envelope. */
    async api<T = any>(path: string, body?: unknown, token?: string, roleId?: string): Promise<Envelope<T>> {
      const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
      if (token) headers.authorization = token;
      if (roleId) headers.userroleid = roleId;
      const url = path.startsWith('/api') || path.startsWith('/pay') ? path : `/api/client/v1${path}`;
      // while the browser's network is cut (setNetwork), the test itself still reaches the server
      if (cut) return (await app.inject({ method: body === undefined ? 'GET' : 'POST', url, headers, payload: body === undefined ? undefined : JSON.stringify(body) })).json() as Envelope<T>;
      const res = await fetch(`${baseUrl}${url}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as Envelope<T>;
    },
    async close() {
      for (const p of pages) await p.context().close().catch(() => {});
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}
export type E2E = Awaited<ReturnType<typeof startE2E>>;

/** Page errors collected by newPage. */
export const pageErrors = (page: Page): string[] => errorsOf.get(page) ?? [];
