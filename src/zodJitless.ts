/**
 * zod compiles fast object parsers with new Function, and probes for it when the first object
 * schema is made; under our CSP (no 'unsafe-eval', server/plugins/headers.ts) that probe is
 * reported as a violation. Turned off for the client before any contract schema exists: this
 * module is main.tsx's first import (the server keeps the JIT).
 *
 * zod 4 keeps its configuration in `globalThis.__zod_globalConfig` (shared by every copy of zod
 * on the page) and takes an existing one as it loads, so the setting is made without importing
 * zod: `z.config()` here put zod's core utilities (~10 KB) into the home page's entry chunk, which
 * uses no schema. src/zodJitless.test.ts checks that zod honours it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });

export {};
