import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../engines/registry';
import { gameRules } from '../../engines/games/gameRules';

/**
 * A game is one folder (issue 26): its code and tests in engines/games/<name>/, its levels in
 * levels/games/<name>.ts, its art, sounds and cover in assets/games/<name>/, and one line in the
 * registry. Nothing else in the repository names it (by path or by content), so adding, changing
 * or removing a game touches those places only. A test-only game lives whole in tests/fixtures/games/<name>/.
 * Generated output (dist/, dist-test/, bench/*.json) is not written by hand and is left aside.
 */
const REGISTRY = 'engines/registry.ts';
/** the tests' own registry (the seam engines/noTestEngines.ts stands for) */
const TEST_REGISTRY = 'tests/fixtures/testEngines.ts';
const root = fileURLToPath(new URL('../../', import.meta.url));

const generated = (file: string) => /^(dist|dist-test)\//.test(file) || /^bench\/[^/]+\.json$/.test(file);
const homeOf = (name: string) => (file: string) =>
  file === REGISTRY ||
  file === TEST_REGISTRY ||
  file.startsWith(`engines/games/${name}/`) ||
  file === `levels/games/${name}.ts` ||
  file.startsWith(`assets/games/${name}/`) ||
  file.startsWith(`tests/fixtures/games/${name}/`);

/**
 * Whether a text names a game: its whole name, not a part of a longer word or name (a game called
 * "rain" is not named by "train", "rain_drop" or "drainage"). A name is lowercase letters, digits and `_`.
 */
const namesGame = (name: string, text: string): boolean => new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(text);

/** every file of the working tree that git tracks or would track (deleted ones left out) */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((f) => !generated(f) && existsSync(`${root}${f}`));
}

describe('a game is one folder', () => {
  const files = repositoryFiles().map((path) => ({ path, text: readFileSync(`${root}${path}`, 'latin1') }));

  it('reads the repository and the registry', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(GAMES.length).toBeGreaterThan(0);
    expect(files.some((f) => f.path === REGISTRY)).toBe(true);
  });

  it('matches a game by its whole name', () => {
    expect(namesGame('rain', 'engines/games/rain/index.ts')).toBe(true);
    expect(namesGame('rain', "{ name: 'rain' }")).toBe(true);
    expect(namesGame('rain', 'levels/games/rain.ts')).toBe(true);
    for (const text of ['brain', 'training', 'drainage', 'rain_drop', 'Rainbow', 'terrain2']) expect(namesGame('rain', text), text).toBe(false);
    // a game named like a word the repository uses elsewhere is still found only where it is named whole
    const named = files.filter((f) => namesGame('rain', f.path) || namesGame('rain', f.text)).length;
    const inside = files.filter((f) => f.path.includes('rain') || f.text.includes('rain')).length;
    expect(named).toBeLessThan(inside);
  });

  it.each(GAMES.map((g) => [g.name]))('%s is named nowhere outside its folder, its level file, its assets and the registry', (name) => {
    const home = homeOf(name);
    // latin1 keeps the bytes of any file (art, sound) as they are; a name is ASCII
    const outside = files.filter((f) => !home(f.path) && (namesGame(name, f.path) || namesGame(name, f.text))).map((f) => f.path);
    expect(outside).toEqual([]);
  });

  it('each game has its three places, a cover that paints its title, its sound recipe, and the classic-mode tests when it takes classic mode', () => {
    for (const { name } of GAMES) {
      if (existsSync(`${root}tests/fixtures/games/${name}`)) continue;
      const folder = `${root}engines/games/${name}/${name}`;
      expect(existsSync(`${root}engines/games/${name}/index.ts`), name).toBe(true);
      expect(existsSync(`${root}levels/games/${name}.ts`), name).toBe(true);
      expect(existsSync(`${root}assets/games/${name}/cover.svg`), name).toBe(true);
      // /games shows the cover alone (the name is only for screen readers there): the cover paints its title
      expect(readFileSync(`${root}assets/games/${name}/cover.svg`, 'utf8'), `${name}: cover.svg paints its title`).toMatch(new RegExp(`<text[^>]*>\\s*${gameRules[name]!.title}\\s*</text>`));
      expect(existsSync(`${folder}.sounds.ts`), name).toBe(true);
      if (gameRules[name]!.classic) expect(existsSync(`${folder}.classicProps.test.ts`), `${name}: engines/core/game/classicProps.suite.ts`).toBe(true);
    }
  });
});
