import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// package.json's "engines.node" must be true: every installed package (optional platform binaries
// aside, npm skips those it cannot use) accepts every Node version the range admits, so
// `npm install` prints no EBADENGINE warning on a Node the product claims to support.
// semver is fastify's own dependency; it has no types here, so only the two calls used are typed.
const semver = createRequire(import.meta.url)('semver') as {
  subset(sub: string, dom: string): boolean;
  satisfies(version: string, range: string): boolean;
};

type Lock = { packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }> };
const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as Lock;

describe('engines.node', () => {
  const declared = pkg.engines.node;

  it('is a range every locked package accepts', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, p]) => path !== '' && !p.optional && p.engines?.node !== undefined)
      .filter(([, p]) => !semver.subset(declared, p.engines!.node!))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} wants ${p.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('admits the Node that runs this test', () => {
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });
});
