import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import { openVipQuery, tradeNoQuery, type PayCheck, type VipGrade } from '../../contract/vip';
import { vipGrades } from '../db/schema';
import { ok, requireUser, roleOf } from '../context';
import { AppError, parse } from '../errors';
import { findOrder, openOrder } from '../services/vipOrders';

/** Where the browser reaches this server: PUBLIC_URL, else the request's own origin (behind a trusted proxy too). */
export function originOf(req: FastifyRequest): string {
  return req.server.config.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
}

/** /api/client/v1/vip — grades, orders and payment checks (API.md). */
export async function vipRoutes(app: FastifyInstance): Promise<void> {
  app.get('/vipGrade/list', async () => {
    const rows = await app.db.select().from(vipGrades).orderBy(asc(vipGrades.sort), asc(vipGrades.days));
    const grades: VipGrade[] = rows.map((g) => ({ id: g.id, name: g.name, days: g.days, originalMoney: g.originalMoney, discountMoney: g.discountMoney }));
    return ok(grades);
  });

  app.post('/open', async (req) => {
    const signed = await requireUser(req);
    await roleOf(req, signed);
    const { vipGradeId, paymentMethod } = parse(openVipQuery, req.query);
    const order = await openOrder(app.db, app.providers.payment, {
      userId: signed.user.id,
      gradeId: vipGradeId,
      method: paymentMethod,
      origin: originOf(req),
      now: app.clock.now(),
    });
    return ok(order);
  });

  // Polled every second by the pay dialog; answers only about the caller's own orders.
  const check = async (req: FastifyRequest) => {
    const { user } = await requireUser(req);
    const { tradeNo } = parse(tradeNoQuery, req.query);
    const order = await findOrder(app.db, tradeNo);
    if (!order || order.userId !== user.id) throw new AppError(Status.notFound, '订单不存在');
    const answer: PayCheck = { paySuccess: order.status === 'paid' };
    return ok(answer);
  };
  app.get('/checkWxPay', check);
  app.get('/checkAlipayPay', check);
}
