import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeTemplate } from './dbTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated PGlite data folder every test file's in-memory database starts from (tests/dbTemplate.ts) */
    pgliteTemplate: string;
  }
}

/** The run's one template, shared by every project that sets it up (api, api-isolated, api-timed, e2e, e2e-timed). */
interface SharedTemplate {
  dir: string;
  path: Promise<string>;
  users: number;
}
const SHARED = Symbol.for('xjpx.pgliteTemplate');
const holder = globalThis as { [SHARED]?: SharedTemplate };

/**
 * Global setup of the API and browser projects: the migrated PGlite template, made once per run
 * (initdb and the migrations: ~3 CPU-s) and given to each project; the last project's teardown
 * removes it. Kept on globalThis, not in this module: vitest may load a global setup file once per
 * project.
 */
export default async function setup(project: TestProject) {
  let shared = holder[SHARED];
  if (!shared) {
    const dir = mkdtempSync(join(tmpdir(), 'xjpx-pglite-template-'));
    const path = join(dir, 'template.tar');
    shared = holder[SHARED] = { dir, path: writeTemplate(path).then(() => path), users: 0 };
  }
  shared.users += 1;
  project.provide('pgliteTemplate', await shared.path);
  const mine = shared;
  return () => {
    mine.users -= 1;
    if (mine.users > 0) return;
    rmSync(mine.dir, { recursive: true, force: true });
    if (holder[SHARED] === mine) delete holder[SHARED];
  };
}
