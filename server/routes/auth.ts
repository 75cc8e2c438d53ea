import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './auth/account';
import { bindRoutes } from './auth/bind';
import { loginRoutes } from './auth/login';
import { wechatAuthorizeRoutes } from './auth/wechatAuthorize';

/** /api/client/v1/auth — see API.md; split by concern under auth/. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(accountRoutes);
  await app.register(bindRoutes);
  await app.register(wechatAuthorizeRoutes);
}
