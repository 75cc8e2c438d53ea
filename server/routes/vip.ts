import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import { Status } from '../../contract/envelope';
import { openVipQuery, tradeNoQuery, type PayCheck, type VipGrade } from '../../contract/vip';
import { vipGrades } from '../db/schema';
import { ok, requireUser } from '../context';
import { clientAddress, limits } from '../services/limiter';
import { Limits } from '../limits';
import { AppError, parse } from '../errors';
import { findOrder, openOrder, orderExpired, settleAndPush } from '../services/vipOrders';
import type { PaymentMethod } from '../services/payments';

/**
 * Where the browser reaches this server: PUBLIC_URL, else the request's own origin. X-Forwarded-Host
 * and -Proto count only from a proxy trusted by TRUST_PROXY; otherwise the Host header is used.
 */
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

  // the methods the configured providers take (the VIP dialog offers exactly these)
  app.get('/paymentMethods', async () => ok(app.providers.payment.methods));

  app.post('/open', async (req) => {
    const signed = await requireUser(req);
    const { vipGradeId, paymentMethod } = parse(openVipQuery, req.query);
    await limits(req, [[Limits.vipOpenPerAddress, clientAddress(req)], [Limits.vipOpenPerAccount, signed.user.id]]);
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
    let paid = order.status === 'paid';
    // a payment whose notification never came is found by asking the vendor (while the QR code is valid)
    const payment = app.providers.payment;
    if (!paid && order.status === 'pending' && payment.query && !orderExpired(order, app.clock.now())) {
      const notice = await payment.query({ tradeNo: order.tradeNo, method: order.method as PaymentMethod }).catch((e: unknown) => {
        req.log.warn({ tradeNo: order.tradeNo, err: String(e) }, 'payment query failed');
        return null;
      });
      if (notice) {
        const result = await settleAndPush(app.db, notice, app.clock.now(), (userId, message) => app.push.publish(userId, message));
        paid = result === 'paid' || result === 'alreadyPaid';
      }
    }
    const answer: PayCheck = { paySuccess: paid };
    return ok(answer);
  };
  app.get('/checkWxPay', check);
  app.get('/checkAlipayPay', check);
}
