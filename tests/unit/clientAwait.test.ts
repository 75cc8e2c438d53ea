import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module the client can load has a top-level await. The bundler (vite 8 / rolldown) turns off its
 * chunk optimization for the whole app when any module of the graph has one: the shell's small
 * shared modules (state, the API client, dialogs, React…) then stay some thirty chunks of their own
 * instead of joining the start chunk, and the home page's JavaScript went from 99.8 KB to 115 KB
 * (engines/chapterRules.ts awaited its table and was reachable from the typing test's page).
 * The server's tables (engines/chapterRules.ts, engines/games/gameRules.ts) may await: the page
 * never imports them.
 */
const root = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: Record<string, Record<string, string>> };

const source = (file: string) => ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);

/** the module a specifier names, by the bundler's rules for this repo; null for a package or a non-code file */
function resolved(from: string, spec: string): string[] {
  if (spec in pkg.imports) return Object.values(pkg.imports[spec]!).map((p) => p.replace(/^\.\//, ''));
  if (!spec.startsWith('.')) return [];
  const base = relative(root, join(root, dirname(from), spec));
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => /\.tsx?$/.test(p) && existsSync(join(root, p)));
  return found ? [found] : [];
}

/** the specifiers a file imports, re-exports or imports dynamically (type-only imports left out) */
function specifiersOf(file: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) out.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** whether a file awaits outside any function: an await or a for await at its top level */
function awaitsAtTopLevel(file: ts.SourceFile): boolean {
  const visit = (node: ts.Node): boolean => {
    if (ts.isFunctionLike(node)) return false;
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) return true;
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(file);
}

/** every module the client can load from its entry, statically or on demand (both builds' engines seams included) */
function clientModules(): Set<string> {
  const seen = new Set<string>();
  const queue = ['src/main.tsx'];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of specifiersOf(source(file))) queue.push(...resolved(file, spec));
  }
  return seen;
}

describe("the client's module graph", () => {
  const modules = clientModules();

  it('is walked through static, re-exported and dynamic imports and the #test-engines seam', () => {
    for (const file of ['src/App.tsx', 'engines/registry.ts', 'engines/typingTest/typingTestReplay.ts', 'engines/typingTest/attemptTimeline.ts', 'engines/noTestEngines.ts', 'tests/fixtures/testEngines.ts']) {
      expect(modules, file).toContain(file);
    }
  });

  it('tells a top-level await from one inside a function', () => {
    expect(awaitsAtTopLevel(source('engines/chapterRules.ts'))).toBe(true);
    expect(awaitsAtTopLevel(source('engines/games/gameRules.ts'))).toBe(true);
    expect(awaitsAtTopLevel(source('src/state/session.ts'))).toBe(false);
  });

  it('has no top-level await anywhere: the server-only tables stay out of it', () => {
    expect([...modules].filter((file) => awaitsAtTopLevel(source(file)))).toEqual([]);
    expect(modules).not.toContain('engines/chapterRules.ts');
    expect(modules).not.toContain('engines/games/gameRules.ts');
  });
});
