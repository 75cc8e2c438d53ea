import { z } from 'zod';

/**
 * zod compiles fast object parsers with new Function, and probes for it when the first object
 * schema is made; under our CSP (no 'unsafe-eval', server/plugins/headers.ts) that probe is
 * reported as a violation. Turned off for the client before any contract schema exists: this
 * module is main.tsx's first import (the server keeps the JIT).
 */
z.config({ jitless: true });
