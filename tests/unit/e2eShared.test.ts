import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The browser files share one module graph per worker (vitest.config.ts, e2e: `isolate: false`):
 * what one file does to a module, the next file in that worker sees. So no browser file mocks,
 * spies on or stubs a module or global, fakes the timers, or swaps the server's games (useGames):
 * each makes its own server, database and browser contexts instead (harness.ts startE2E).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const browserFile = (f: string) => /^tests\/e2e\/.*\.test\.ts$/.test(f) || /\.e2e\.test\.ts$/.test(f);
const SHARED_STATE = /\bvi\.(mock|doMock|unmock|spyOn|stubGlobal|stubEnv|useFakeTimers|setSystemTime)\b|\buseGames\(|process\.env\.[A-Z_]+\s*=[^=]/;

describe('browser test files leave shared modules alone', () => {
  it('no browser file mocks, spies, stubs, fakes timers or swaps the games', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
    const files = listed.split('\0').filter((f) => browserFile(f) && existsSync(`${root}${f}`));
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((f) => SHARED_STATE.test(readFileSync(`${root}${f}`, 'utf8')))).toEqual([]);
  });
});
