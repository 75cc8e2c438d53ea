import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No source file over 300 lines (CONVENTIONS.md, issue 26 "Drift removed"): a long file is split by
 * responsibility, so each stays small and named for what it does. The files below are over it today
 * and not yet split (issue 26): each may not grow past the count listed, and leaves the list once it
 * is 300 lines or less. An entry may be a pattern (`*` is any part of one path segment), so a game's
 * file is listed without naming the game outside its folder (tests/unit/gameFolders.test.ts).
 */
const MAX_LINES = 300;
const ROOMS = ['src', 'engines', 'server', 'contract', 'levels', 'tests'];

const OVER_TODAY: Record<string, number> = {};
/** a game scene draws and turns events into effects; the rest is core/game/SceneKit's (issue 26) */
const MAX_SCENE_LINES = 250;

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(relative(root, p).split('\\').join('/'));
  }
  return out;
}

const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
/** the listed limit of a file, or undefined when it is not listed */
const listedMax = (file: string) => Object.entries(OVER_TODAY).find(([p]) => matcher(p).test(file))?.[1];

const lines = (file: string) => readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('source file size', () => {
  const files = ROOMS.flatMap((r) => sourceFiles(join(root, r)));
  const sizes = new Map(files.map((f) => [f, lines(f)]));

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(sizes.get('tests/unit/fileSize.test.ts')).toBeGreaterThan(0);
  });

  it(`keeps every source file at ${MAX_LINES} lines or less`, () => {
    const over = [...sizes].filter(([f, n]) => n > (listedMax(f) ?? MAX_LINES)).map(([f, n]) => `${f}: ${n}`);
    expect(over).toEqual([]);
  });

  it('lets no listed file grow past its count, and drops each entry once nothing it lists is over', () => {
    // an entry still names a file over the limit (the scene kit's split lands: drop it)
    const wrong = Object.entries(OVER_TODAY)
      .filter(([p]) => ![...sizes].some(([f, n]) => matcher(p).test(f) && n > MAX_LINES))
      .map(([p, max]) => `${p}: none over ${MAX_LINES} (listed ${max})`);
    expect(wrong).toEqual([]);
  });

  it(`keeps every game scene at ${MAX_SCENE_LINES} lines or less`, () => {
    const scenes = [...sizes].filter(([f]) => /^engines\/games\/[^/]+\/[^/]+\.scene\.ts$/.test(f));
    expect(scenes.length).toBeGreaterThan(0);
    expect(scenes.filter(([, n]) => n > MAX_SCENE_LINES).map(([f, n]) => `${f}: ${n}`)).toEqual([]);
  });
});
