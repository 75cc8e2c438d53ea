import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every page: exactly what the built client and the sandbox pages
 * need. Scripts only from this origin, never eval (Pixi runs on its static upload functions,
 * `pixi.js/unsafe-eval` in src/host/PixiCanvas.tsx; zod's JIT is off in the client, src/zodJitless.ts); inline styles (the sandbox pages' <style>, React style props); images, sounds
 * and Pixi's texture workers from this origin, data: and blob:; fetch and the /ws socket to this
 * origin; forms post only here; no plugins; no page may frame ours (the 确认支付 page included).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  // Pixi's Assets loader fetches the small images vite inlines as data: URLs
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Adds the security headers to every answer (API, pages, static files, errors), and
 * `Cache-Control: no-store` to every answer of a signed-in request unless the route chose its own:
 * no browser cache or shared proxy keeps an account's answers. The logins, which hand out a token
 * to a request without one, set it themselves (routes/auth/login.ts).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!reply.hasHeader('cache-control') && req.headers.authorization) reply.header('cache-control', 'no-store');
    return payload;
  });
}
