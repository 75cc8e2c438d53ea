import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Status } from '../../contract/envelope';
import { startTestApp, type TestApp } from './harness';
import { within } from '../machine';

// A burst of password logins (each a 32 MiB scrypt) must not stall the rest of the server: the
// event loop, and the static files whose reads share libuv's thread pool with the hashes.
let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'xjpx-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>小键盘侠</title>');
  writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log("小键盘侠");\n'.repeat(50));
  t = await startTestApp({ config: { clientDir } });
}, within(300_000));
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('password hashing under a burst of logins', () => {
  it('keeps the event loop and static files responsive while 30 password logins run', async () => {
    const login = (i: number) => t.call('POST', t.api('/auth/loginByUsername'), { username: `burst${i}`, password: 'not-the-password' });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let done = false;
    const logins = Promise.all(Array.from({ length: 30 }, (_, i) => login(i))).finally(() => (done = true));
    const staticMs: number[] = [];
    while (!done || staticMs.length < 3) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
      staticMs.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    loop.disable();
    const answers = await logins;
    expect(answers.map((a) => a.status)).toEqual(Array<number>(30).fill(Status.badCredentials));
    // Generous bounds for a busy 2-core machine. With all 30 hashes on the thread pool at once a
    // static file's reads queued behind them: one request waited 6 s; now ~0.5 s at worst.
    expect(Math.max(...staticMs)).toBeLessThan(2500);
    expect(median(staticMs)).toBeLessThan(100);
    expect(loop.percentile(50) / 1e6).toBeLessThan(100);
    expect(loop.max / 1e6).toBeLessThan(1000);
  }, within(120_000));
});
