import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, pageErrors, within, type E2E } from './harness';
import { signInAs } from './helpers';

let t: E2E;
beforeAll(async () => (t = await startE2E()));
afterAll(() => t?.close());

/** Issue 25 item 4: the tab's token travels in a header or the socket's first message, never in a URL. */
describe('a signed-in tab', () => {
  it('opens its push socket and loads userInfo without the token in any URL', async () => {
    const page = await t.newPage({ width: 1366, height: 768 });
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    page.on('websocket', (ws) => urls.push(ws.url()));
    const who = await signInAs(t, page);
    await page.goto('/');
    // the server registers the socket only after the token came as its first message
    await expect.poll(() => t.app.push.count(who.userId), { timeout: within(15_000) }).toBe(1);
    expect(urls.some((u) => u.includes('/auth/userInfo'))).toBe(true);
    // Playwright may report the socket's event after the server registered it: wait for it as a state
    await expect.poll(() => urls.some((u) => u.endsWith('/ws')), { timeout: within(15_000) }).toBe(true);
    expect(urls.filter((u) => u.includes(encodeURIComponent(who.token)) || u.includes(who.token))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
