import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from './clusterHelpers';
import { runLoad } from '../bench/loadRun';
import { within } from '../machine';

/**
 * The short form of `npm run bench:load`: simulated students on one server process with the
 * embedded database (PGlite on disk, the default of `npm start`). No request may fail or time out;
 * the figures themselves are the benchmark's business, not this test's.
 */
describe('load, short form', () => {
  const dir = mkdtempSync(join(tmpdir(), 'xjpx-load-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves 20 students signing in, finishing chapters, checking in and playing rounds for 6 s without an error', async () => {
    server = await startServerProcess({ DATA_DIR: dir, RATE_LIMIT_SCALE: '100000', NODE_ENV: 'production' });
    const r = await runLoad([server.url], 20, 6);
    expect(r.firstError).toBeNull();
    expect(r.errors).toBe(0);
    expect(r.limited).toBe(0);
    expect(r.requests).toBeGreaterThan(60);
  }, within(300_000));
});
