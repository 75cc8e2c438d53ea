import { describe, expect, it } from 'vitest';

describe('the client turns zod’s JIT off before any schema exists', () => {
  it('is honoured by zod loaded afterwards', async () => {
    await import('./zodJitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
