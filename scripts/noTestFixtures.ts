import type { Plugin } from 'vite';

/**
 * The production build carries nothing of tests/fixtures/: the registry's `#test-engines` is
 * engines/noTestEngines.ts there (package.json "imports"; only the test build sets the condition
 * that makes it tests/fixtures/testEngines.ts). Should a chunk of tests/fixtures/ still be cut, this
 * drops it, and fails the build if the code of any kept chunk still names one.
 */
export function noTestFixtures(testBuild: boolean): Plugin {
  return {
    name: 'no-test-fixtures',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (testBuild) return;
      const fixture = (id: string) => id.replace(/\\/g, '/').includes('/tests/fixtures/');
      const dropped = Object.values(bundle).filter((o) => o.type === 'chunk' && Object.keys(o.modules).length > 0 && Object.keys(o.modules).every(fixture)).map((o) => o.fileName);
      for (const o of Object.values(bundle)) {
        if (o.type !== 'chunk' || dropped.includes(o.fileName)) continue;
        // by the code itself: the chunk's import lists may still name a lazy import the dead branch held
        const leak = dropped.find((f) => o.code.includes(f.split('/').pop()!));
        if (leak) this.error(`${o.fileName} imports ${leak}, test-only code, in a production build`);
      }
      for (const file of dropped) delete bundle[file];
    },
  };
}
