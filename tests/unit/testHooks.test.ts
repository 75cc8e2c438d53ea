import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { within } from '../machine';

/**
 * The browser tests' hooks exist only in test builds (src/testBuild.ts): the production build a child
 * loads carries none of them. Checked the way the production build decides it, without building the
 * whole client (minutes): every module of src/ and engines/ that names a hook is bundled alone by
 * vite (rollup, the same define and tree-shaking as `npm run build`), its imports left outside
 * except src/testBuild.ts, once as production and once as the test build. Production must drop
 * every hook; the test build must keep them (so this test can fail, and a hook no guard removes is caught).
 */
const HOOKS = ['__engineProbe', '__gameNextKey', '__gameClock', '__PIXI_APP__', '__raceTrack'];
const ROOT = resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Modules whose code (not only a comment or a type) names a hook. */
const hookModules = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'engines'))].filter((file) => {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return HOOKS.some((h) => code.includes(h)) && !file.endsWith(join('src', 'testBuild.ts'));
});

async function bundle(entry: string, mode: 'production' | 'test'): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    mode,
    define: { __TEST_BUILD__: JSON.stringify(mode === 'test'), 'import.meta.env.DEV': 'false' },
    build: {
      write: false,
      // as production: comments go, so only code can name a hook
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rollupOptions: {
        // only the module itself and the switch are inside; what it imports stays an import
        external: (id, importer) => importer !== undefined && !/testBuild(\.ts)?$/.test(id),
      },
    },
  })) as Rollup.RollupOutput[];
  return out.flatMap((o) => o.output.map((c) => ('code' in c ? c.code : ''))).join('\n');
}

describe('test hooks are in test builds only', () => {
  it('finds the modules that set them', () => {
    expect(hookModules.map((f) => relative(ROOT, f)).sort()).toEqual(
      expect.arrayContaining(['src/host/PixiCanvas.tsx', 'src/host/chapterPolicy.ts', 'src/routes/games/gameTestHooks.ts']),
    );
  });

  it.each(hookModules.map((f) => [relative(ROOT, f)]))('%s: no hook in the production bundle, every hook it names in the test bundle', async (file) => {
    const named = HOOKS.filter((h) => readFileSync(join(ROOT, file), 'utf8').includes(h));
    const [production, test] = [await bundle(join(ROOT, file), 'production'), await bundle(join(ROOT, file), 'test')];
    for (const h of named) {
      expect(production, `${h} in the production bundle of ${file}`).not.toContain(h);
      expect(test, `${h} in the test bundle of ${file}`).toContain(h);
    }
  }, within(60_000));
});
