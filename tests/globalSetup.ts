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

/** Global setup of the API and browser projects: the migrated PGlite template, made once per run. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'xjpx-pglite-template-'));
  const path = join(dir, 'template.tar');
  await writeTemplate(path);
  project.provide('pgliteTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
