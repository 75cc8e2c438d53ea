import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * engines/ never imports src/ or tests/ (issue 41): the registry is the door from src/ into the
 * engines, not the other way, and the tests' own engines come in through the seam the tests own
 * (`#test-engines`, engines/noTestEngines.ts). An engine's own tests may use the test helpers.
 */
const root = join(import.meta.dirname, '../..');

function code(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return code(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !/\.suite\.ts$/.test(d.name) ? [path] : [];
  });
}

/** the specifiers of a file's imports (static and dynamic) and re-exports */
const importsOf = (text: string) => [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g)].map((m) => m[2]!);

describe('the engines room', () => {
  it('reads import specifiers', () => {
    expect(importsOf("import a from '../src/x';\nexport { b } from \"./y\";\nconst c = () => import('../tests/z');\nimport './side';")).toEqual(['../src/x', './y', '../tests/z', './side']);
  });

  it('imports nothing from src/ or tests/ outside its tests, the registry included', () => {
    const files = code('engines');
    expect(files).toContain(join('engines', 'registry.ts'));
    const found = files.flatMap((file) =>
      importsOf(readFileSync(join(root, file), 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => relative(root, join(root, file, '..', spec)))
        .filter((target) => /^(src|tests)[\\/]/.test(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(found).toEqual([]);
  });
});
