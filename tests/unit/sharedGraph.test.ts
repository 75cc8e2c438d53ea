import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED_API, ISOLATED_UNIT, SHARED_STATE, TIMED_API, TIMED_E2E } from '../isolatedFiles';

/**
 * The unit, API and browser files share one module graph per worker (vitest.config.ts
 * `isolate: false`): what one file does to a module or global, the next file in that worker sees.
 * So no file of a shared project mocks, spies on or stubs a module or global, fakes the timers,
 * patches a prototype or swaps the server's games (useGames), itself or in a local helper under
 * tests/ it imports: such a file is listed in tests/isolatedFiles.ts and runs isolated.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const browserFile = (f: string) => /^tests\/e2e\/.*\.test\.ts$/.test(f) || /\.e2e\.test\.ts$/.test(f);
const apiFile = (f: string) => /^tests\/api\/.*\.test\.ts$/.test(f) || /\.api\.test\.ts$/.test(f);
const unitFile = (f: string) => /^(engines|src|contract|levels|server|tests\/unit|tests\/fixtures)\/.*\.test\.ts$/.test(f) && !browserFile(f) && !apiFile(f);
const patterns = [...ISOLATED_UNIT, ...ISOLATED_API, ...TIMED_API, ...TIMED_E2E];
const glob = (p: string) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
const isIsolated = (f: string) => patterns.some((p) => glob(p).test(f));

const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
  .split('\0')
  .filter((f) => f && existsSync(`${root}${f}`));
// code only: a comment that names vi.mock (a helper's "use inside vi.mock(…)") is not a mock
const code = (f: string) => readFileSync(`${root}${f}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The file and the local helpers under tests/ it imports, transitively (product code is not followed). */
function withHelpers(file: string): string[] {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const m of code(f).matchAll(/(?:from\s+|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = normalize(join(dirname(f), m[1]!));
      const next = [`${base}.ts`, `${base}/index.ts`, base].find((c) => /\.ts$/.test(c) && existsSync(`${root}${c}`));
      if (next?.startsWith('tests/')) visit(next);
    }
  };
  visit(file);
  return [...seen];
}
const touchesShared = (f: string) => withHelpers(f).some((h) => SHARED_STATE.test(code(h)));

describe('test files that share a module graph leave shared modules alone', () => {
  it('finds the projects’ files', () => {
    expect(listed.filter(browserFile).length).toBeGreaterThan(30);
    expect(listed.filter(apiFile).length).toBeGreaterThan(40);
    expect(listed.filter(unitFile).length).toBeGreaterThan(100);
  });

  it('no shared browser, API or unit file mocks, spies, stubs, fakes timers, patches a prototype or swaps the games', () => {
    const shared = listed.filter((f) => (browserFile(f) || apiFile(f) || unitFile(f)) && !isIsolated(f));
    expect(shared.filter(touchesShared)).toEqual([]);
  });

  it('sees what it looks for: the isolated files it knows of are caught, comments are not', () => {
    expect(touchesShared('tests/api/requestCost.test.ts')).toBe(true); // through statementLog.ts
    expect(touchesShared('tests/api/coin.test.ts')).toBe(true);
    expect(touchesShared('src/state/toasts.test.ts')).toBe(true);
    expect(SHARED_STATE.test(readFileSync(`${root}tests/api/accountHelpers.ts`, 'utf8'))).toBe(true);
    expect(SHARED_STATE.test(code('tests/api/accountHelpers.ts'))).toBe(false);
  });

  it('every isolated file exists and is in its project', () => {
    expect(patterns.filter((p) => !listed.some((f) => glob(p).test(f)))).toEqual([]);
    expect(listed.filter((f) => ISOLATED_UNIT.some((p) => glob(p).test(f)) && !unitFile(f))).toEqual([]);
    expect([...ISOLATED_API, ...TIMED_API].filter((f) => !apiFile(f))).toEqual([]);
    expect(TIMED_E2E.filter((f) => !browserFile(f))).toEqual([]);
  });
});
