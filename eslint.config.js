import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Rooms of DESIGN.md: engines never import src/, server never imports src/.
// Machines and logic are pure (CONVENTIONS.md habit 2): no pixi, react, valtio, fetch, clock or randomness.
const impure = [
  { group: ['pixi.js', '@pixi/*', 'react', 'react-dom', 'valtio', 'valtio/*', 'ofetch', 'howler'], message: 'Machines and logic are pure: no rendering, state stores or I/O.' },
];
const srcRoom = { group: ['**/src/*', '../src/*', '../../src/*', '../../../src/*'], message: 'This room never imports src/.' };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'server/db/migrations/', 'coverage/'] },
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
  {
    files: ['engines/**/*.machine.ts', 'engines/**/*.logic.ts', 'engines/**/*.selectors.ts', 'engines/**/*.types.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [srcRoom, ...impure] }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'setTimeout', 'setInterval', 'requestAnimationFrame', 'localStorage'],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Time comes in with events.' },
        { object: 'Math', property: 'random', message: 'Randomness comes in as input.' },
        { object: 'performance', property: 'now', message: 'Time comes in with events.' }],
    },
  },
);
