import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomInt } from 'node:crypto';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../contract/constants';
import { Status } from '../../contract/envelope';
import { mobileSchema } from '../../contract/auth';
import { ok } from '../context';
import { AppError, parse } from '../errors';
import { esc, sandboxPage } from './sandboxPage';
import { clientAddress, limit } from '../services/limiter';
import { Limits } from '../limits';
import { originOf } from './vip';

const wechatCodeBody = z.object({
  openid: z.string({ error: '缺少openid' }).trim().min(1, '缺少openid').max(64, 'openid太长'),
  nickname: z.string({ error: '请输入微信昵称' }).trim().min(1, '请输入微信昵称').max(32, '微信昵称最多32个字'),
});
const consentQuery = z.object({
  redirect_uri: z.string({ error: '缺少redirect_uri' }).min(1, '缺少redirect_uri').max(2000),
  state: z.string().max(500).optional().default(''),
});
const consentBody = consentQuery.extend({ nickname: wechatCodeBody.shape.nickname });

/** The same person typing the same nickname on the sandbox page is the same WeChat user. */
const sandboxOpenid = (nickname: string) => `sbx_${createHash('sha256').update(nickname).digest('hex').slice(0, 24)}`;

/**
 * Where the consent page may send the code: a path on this site, or a URL of this same origin.
 * Anything else would hand a login code to another site (an open redirect).
 */
function redirectTarget(req: FastifyRequest, redirectUri: string, code: string, state: string): string | null {
  const origin = originOf(req);
  const relative = redirectUri.startsWith('/') && !redirectUri.startsWith('//') && !redirectUri.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(redirectUri, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (!relative && !/^https?:\/\//i.test(redirectUri)) return null;
  url.searchParams.set('code', code);
  url.searchParams.set('state', state);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** Development and sandbox endpoints (API.md "Sandbox providers"); registered only when config.sandbox. */
export async function devRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/api/dev/sms/latest', async (req) => {
    const { mobile } = parse(z.object({ mobile: mobileSchema }), req.query);
    const code = app.providers.sms.latest?.(mobile);
    if (!code) throw new AppError(Status.notFound, '没有发给这个手机号的验证码');
    return ok({ code });
  });

  app.post('/api/dev/wechat/code', async (req) => {
    const identity = parse(wechatCodeBody, req.body);
    await limit(req, Limits.devWechatPerAddress, clientAddress(req));
    const issue = app.providers.wechat.issue;
    if (!issue) throw new AppError(Status.notFound, '当前微信登录不是沙盒');
    return ok({ code: await issue(app.db, identity, app.clock.now()) });
  });

  const page = (reply: FastifyReply, code: number, title: string, body: string) => reply.code(code).type('text/html; charset=utf-8').send(sandboxPage(title, body));
  const refused = (reply: FastifyReply, message: string) => page(reply, 400, '无法授权', `<h1 class="err">无法授权</h1><p class="muted">${esc(message)}</p>`);

  app.get('/oauth/sandbox/wechat', async (req, reply) => {
    const query = consentQuery.safeParse(req.query);
    if (!query.success) return refused(reply, query.error.issues[0]?.message ?? '参数不正确');
    if (!redirectTarget(req, query.data.redirect_uri, 'x', '')) return refused(reply, '回调地址必须是本站地址');
    const nickname = `小侠${String(randomInt(0, 10000)).padStart(4, '0')}`;
    return page(
      reply,
      200,
      '微信授权',
      `<div class="ok">💬</div><h1>${PRODUCT_NAME} 申请使用你的微信登录</h1>
<p class="muted">将获得你的微信昵称和头像</p>
<form method="post" action="/oauth/sandbox/wechat">
<input type="hidden" name="redirect_uri" value="${esc(query.data.redirect_uri)}"><input type="hidden" name="state" value="${esc(query.data.state)}">
<label>微信昵称<input name="nickname" value="${esc(nickname)}" maxlength="32" required></label>
<button type="submit">授权登录</button></form>`,
    );
  });

  app.post('/oauth/sandbox/wechat', async (req, reply) => {
    const body = consentBody.safeParse(req.body);
    if (!body.success) return refused(reply, body.error.issues[0]?.message ?? '参数不正确');
    const { redirect_uri, state, nickname } = body.data;
    const issue = app.providers.wechat.issue;
    if (!issue || !redirectTarget(req, redirect_uri, 'x', '')) return refused(reply, '回调地址必须是本站地址');
    const code = await issue(app.db, { openid: sandboxOpenid(nickname), nickname }, app.clock.now());
    return reply.redirect(redirectTarget(req, redirect_uri, code, state)!, 302);
  });
}
