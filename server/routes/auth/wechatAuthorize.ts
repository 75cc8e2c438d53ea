import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../errors';
import { originOf } from '../vip';

const query = z.object({
  redirect_uri: z.string({ error: '缺少回跳地址' }).min(1, '缺少回跳地址').max(2000, '回跳地址太长'),
  state: z.string({ error: '缺少 state' }).regex(/^[A-Za-z0-9_-]{8,128}$/, 'state 不正确'),
});

/**
 * GET auth/wechatAuthorize?redirect_uri&state: sends the browser to the configured WeChat login
 * (the open platform's QR connect, or the sandbox consent page). Only a redirect back to this
 * site's own /auth-redirect is allowed, so the flow cannot be used to send someone elsewhere.
 */
export async function wechatAuthorizeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wechatAuthorize', async (req, reply) => {
    const { redirect_uri: redirectUri, state } = parse(query, req.query);
    let target: URL;
    try {
      target = new URL(redirectUri);
    } catch {
      return reply.code(400).send({ status: 40000, message: '回跳地址不正确', data: null });
    }
    if (target.origin !== new URL(originOf(req)).origin || target.pathname !== '/auth-redirect') return reply.code(400).send({ status: 40000, message: '回跳地址不正确', data: null });
    return reply.redirect(app.providers.wechat.authorizeUrl(redirectUri, state), 302);
  });
}
