import type { FastifyInstance, FastifyReply } from 'fastify';
import { Status } from '../../contract/envelope';
import type { NotificationInput, PaymentMethod } from '../services/payments';
import { findOrder, settleAndPush, type SettleResult } from '../services/vipOrders';
import { esc, sandboxPage } from './sandboxPage';

const METHODS: readonly string[] = ['wechat', 'alipay'];
const yuan = (cents: number) => (cents / 100).toFixed(2);
const methodName = (m: string) => (m === 'alipay' ? '支付宝' : '微信支付');

/**
 * Payment provider callbacks (POST /api/pay/notify/wechat|alipay, always registered) and, in sandbox
 * mode, the page a payment QR code opens (GET /pay/sandbox/:tradeNo) with its 确认支付 action.
 * Register at the root: `await app.register(payRoutes)`.
 */
export async function payRoutes(app: FastifyInstance): Promise<void> {
  // Vendors sign the exact bytes they send: keep the raw text beside the parsed body (this plugin only).
  // Alipay (and the sandbox page's plain HTML form) post form-encoded bodies; WeChat Pay v3 posts JSON.
  const raw = new WeakMap<object, string>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    raw.set(req, body as string);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    raw.set(req, body as string);
    try {
      done(null, (body as string) === '' ? {} : JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });

  const settle = (method: PaymentMethod, input: NotificationInput): Promise<SettleResult | 'forged'> => {
    const notice = app.providers.payment.verifyNotification(method, input);
    if (!notice) return Promise.resolve('forged');
    return settleAndPush(app.db, notice, app.clock.now(), (userId, message) => app.push.publish(userId, message));
  };

  app.post<{ Params: { method: string } }>('/api/pay/notify/:method', async (req, reply) => {
    const { method } = req.params;
    if (!METHODS.includes(method)) return reply.code(404).send({ status: Status.notFound, message: '未知的支付方式', data: null });
    const result = await settle(method as PaymentMethod, { raw: raw.get(req) ?? '', body: req.body, headers: req.headers });
    // 'paid' and 'alreadyPaid' both acknowledge, so the provider stops retrying; anything else
    // changes nothing and is answered as a failure in the vendor's own form (it may retry).
    const ack = app.providers.payment.acknowledge?.(result === 'paid' || result === 'alreadyPaid', method as PaymentMethod);
    if (result !== 'paid' && result !== 'alreadyPaid') req.log.warn({ method, result }, 'payment notification refused');
    if (ack) return reply.code(ack.code).type(ack.type).send(ack.body);
    if (result === 'forged') return reply.code(401).send({ status: Status.badCredentials, message: '签名验证失败', data: null });
    if (result === 'unknown') return reply.code(404).send({ status: Status.notFound, message: '订单不存在', data: null });
    if (result === 'amountMismatch') return reply.code(400).send({ status: Status.invalid, message: '支付金额与订单不符', data: null });
    return { status: Status.ok, message: 'success', data: { result } };
  });

  if (!app.config.sandbox) return;

  const page = (reply: FastifyReply, code: number, title: string, body: string) => reply.code(code).type('text/html; charset=utf-8').send(sandboxPage(title, body));

  app.get<{ Params: { tradeNo: string } }>('/pay/sandbox/:tradeNo', async (req, reply) => {
    const order = await findOrder(app.db, req.params.tradeNo);
    if (!order) return page(reply, 404, '订单不存在', `<h1 class="err">订单不存在</h1><p class="muted">请回到小键盘侠重新下单</p>`);
    if (order.status === 'paid') return page(reply, 200, '已支付', `<div class="ok">✅</div><h1>这笔订单已经支付过了</h1><p class="muted">${esc(order.gradeName)}</p>`);
    const action = `/pay/sandbox/${encodeURIComponent(order.tradeNo)}/confirm`;
    return page(
      reply,
      200,
      '确认支付',
      `<h1>${esc(order.gradeName)}</h1><div class="amount">¥${yuan(order.amount)}</div>
<p class="muted">${methodName(order.method)} · 订单号 ${esc(order.tradeNo)}</p>
<form method="post" action="${esc(action)}"><button type="submit">确认支付</button></form>`,
    );
  });

  // Does exactly what a verified provider notification does: the sandbox provider signs one and it is settled.
  app.post<{ Params: { tradeNo: string } }>('/pay/sandbox/:tradeNo/confirm', async (req, reply) => {
    const order = await findOrder(app.db, req.params.tradeNo);
    const payment = app.providers.payment;
    if (!order || !payment.signNotification) return page(reply, 404, '订单不存在', `<h1 class="err">订单不存在</h1>`);
    const method = order.method as PaymentMethod;
    const body = payment.signNotification(method, { tradeNo: order.tradeNo, amount: order.amount });
    const result = await settle(method, { raw: JSON.stringify(body), body, headers: {} });
    const fresh = result === 'paid';
    return page(
      reply,
      200,
      fresh ? '支付成功' : '已支付',
      `<div class="ok">🎉</div><h1>${fresh ? '支付成功' : '这笔订单已经支付过了'}</h1>
<p>${esc(order.gradeName)} · ¥${yuan(order.amount)}</p><p class="muted">回到小键盘侠，会员马上生效</p>`,
    );
  });
}
