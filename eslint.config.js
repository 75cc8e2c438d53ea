import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

// Rooms of DESIGN.md: engines never import src/, server never imports src/.
// Machines and logic are pure (CONVENTIONS.md habit 2): no pixi, react, valtio, fetch, clock or randomness.
const impure = [
  { group: ['pixi.js', '@pixi/*', 'react', 'react-dom', 'valtio', 'valtio/*', 'ofetch', 'howler'], message: 'Machines and logic are pure: no rendering, state stores or I/O.' },
];
// What src/ may import from engines/ (issue 26): the registry, the facts table, the shared types, and core modules used
// before the rule came (keyboard data, input, sound, the keyboard panel for the fingering dialog, pixi setup), and the
// one frame-rate governor the stage host applies (pure).
// src/ reaches engines/ through the registry (engineFacts re-exported there) and the shared contract types;
// the stage host (src/host/) also through engines/core, the kit it composes. Type-only imports carry no code and are free.
const srcEngineDoors = ['registry', 'keys', 'engineFacts', 'core/types', 'core/keyLog', 'core/game/types'].map((d) => d.replace(/\//g, '\\/'));
const srcRoom = { group: ['**/src/*', '../src/*', '../../src/*', '../../../src/*'], message: 'This room never imports src/.' };

export default tseslint.config(
  { ignores: ['dist/', 'dist-test/', 'node_modules/', 'data/', 'server/db/migrations/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['engines/**', 'server/**', 'contract/**', 'levels/**'], rules: { 'no-restricted-imports': ['error', { patterns: [srcRoom] }] } },
  // contract/ is what client and server agree on: it imports nothing of ours outside contract/ (issue 26)
  { files: ['contract/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'contract/ imports nothing outside contract/.' }] }] } },
  { files: ['contract/*/**'], rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./', message: 'contract/ imports nothing outside contract/.' }] }] } },
  // src/ reaches the engines through the registry (engineFacts re-exported there) and the shared types, never an
  // engine folder; the stage host (src/host/) also through engines/core, whose kit it composes (issue 26, item 6).
  {
    files: ['src/**'],
    ignores: ['src/host/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)engines/(?!(${srcEngineDoors.join('|')})$)`, allowTypeImports: true, message: 'src/ imports engines/ only through engines/registry.ts (and the contract types engines/core/types.ts, engines/core/keyLog.ts, engines/core/game/types.ts); the stage host in src/host/ composes engines/core.' }] }] },
  },
  { files: ['src/host/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)engines/(?!(${srcEngineDoors.join('|')}|core/.+)$)`, allowTypeImports: true, message: 'The host reaches engines/ through the registry and engines/core, never an engine folder.' }] }] } },
  {
    files: ['engines/**/*.machine.ts', 'engines/**/*.logic.ts', 'engines/**/*.selectors.ts', 'engines/**/*.types.ts', 'engines/**/*.game.ts', 'engines/**/*.level.ts', 'engines/**/*.chapter.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [srcRoom, ...impure] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'setTimeout', 'setInterval', 'requestAnimationFrame', 'localStorage'],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Time comes in with events.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in as input.' },
        { object: 'performance', property: 'now', message: 'Time comes in with events.' }],
    },
  },
  // One engine folder never imports another (issue 8): what engines share lives in engines/core.
  ...engineFolders().flatMap((folder) => {
    const others = { regex: `(^|/)(${engineFolders().filter((f) => f !== folder).map((f) => f.replace('/', '\\/')).join('|')})(/|$)`, message: 'An engine never imports another engine: move what they share into engines/core.' };
    const pure = ['machine', 'logic', 'selectors', 'types', 'game', 'level', 'chapter'].map((k) => `engines/${folder}/**/*.${k}.ts`);
    return [
      { files: [`engines/${folder}/**`], rules: { 'no-restricted-imports': ['error', { patterns: [srcRoom, others] }] } },
      { files: pure, rules: { 'no-restricted-imports': ['error', { patterns: [srcRoom, ...impure, others] }] } },
    ];
  }),
  // engines/core serves every engine and imports none of them
  {
    files: ['engines/core/**'],
    ignores: ['engines/core/**/*.machine.ts', 'engines/core/**/*.logic.ts', 'engines/core/**/*.selectors.ts', 'engines/core/**/*.types.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcRoom, { regex: `^\\.\\./\\.\\./(${engineFolders().map((f) => f.split('/')[0]).join('|')})(/|$)|^\\.\\./(${engineFolders().map((f) => f.split('/')[0]).join('|')})(/|$)`, message: 'engines/core imports no engine.' }] }] },
  },
);

/** Engine folders: engines/<name> and engines/games/<name> (core and the registry are not engines). */
function engineFolders() {
  const dirs = (path) => readdirSync(path, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  // an engine has its index.ts (typingTest/ is the typing test built on the chapter engines, not an engine)
  const top = dirs('engines').filter((d) => d !== 'core' && d !== 'games' && existsSync(`engines/${d}/index.ts`));
  let games = [];
  try {
    games = dirs('engines/games').map((d) => `games/${d}`);
  } catch {
    // no games yet
  }
  return [...top, ...games];
}
