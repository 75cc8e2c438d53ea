import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_FACTS } from '../../engines/engineFacts';
import { engineLoaders } from '../../engines/registry';

// Issue 26, item 6: no engine names outside engines/. What differs per engine is looked up in
// engines/engineFacts.ts; code in server/, src/ and contract/ never tests an engine's name.
const root = join(import.meta.dirname, '../..');
const names = [...new Set([...Object.keys(engineLoaders), ...Object.keys(ENGINE_FACTS)])];

/**
 * Files that name engines as data, not as a branch:
 * - contract/levels.ts holds the schema of each chapter engine's activity (a game's level schema is in its folder):
 *   `render_engine: z.literal(name)` is how the content names its engine, and lesson_type 'video'
 *   is a lesson kind of the curriculum format;
 * - contract/course.ts spells the same lesson kind ('video' | 'practice') in the API's types.
 */
const allowed = (file: string) => file === 'contract/levels.ts' || file === 'contract/course.ts';

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** The code without its comments (comments may say which engine a thing is for). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Where a text names an engine in code: a string literal, or a property read (or CSS class) by that name. */
function engineNamesIn(text: string): string[] {
  const body = code(text);
  return names.filter((name) => new RegExp(`(['"\`])${name}\\1|\\.${name}\\b`).test(body));
}

describe('engine names outside engines/', () => {
  it('come from the registry and the facts table, which agree on the chapter engines', () => {
    expect(names.length).toBeGreaterThan(5);
    for (const name of Object.keys(ENGINE_FACTS)) expect(engineLoaders).toHaveProperty(name);
  });

  it('are found where code tests them', () => {
    expect(engineNamesIn("if (a.render_engine === 'video') return 0;")).toEqual(['video']);
    expect(engineNamesIn('switch (e) { case "typing_pinyin": }')).toEqual(['typing_pinyin']);
    expect(engineNamesIn('tips.typing_text')).toEqual(['typing_text']);
    expect(engineNamesIn("/** typing_pinyin chapters */\nconst x = 1; // 'logographic' here\n")).toEqual([]);
  });

  it('never appear in server/, src/ or contract/ code or styles', () => {
    const found = ['server', 'src', 'contract']
      .flatMap(sources)
      .map((path) => relative(root, join(root, path)))
      .filter((file) => !allowed(file))
      .flatMap((file) => engineNamesIn(readFileSync(join(root, file), 'utf8')).map((name) => `${file}: ${name}`));
    expect(found).toEqual([]);
  });
});
