import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type PaymentMethod = 'wechat' | 'alipay';

export interface PaymentOrder {
  tradeNo: string;
  /** cents */
  amount: number;
  description: string;
  method: PaymentMethod;
}

/** What an authentic provider notification says: this order was paid this amount. */
export interface PaidNotice {
  tradeNo: string;
  amount: number;
}

/** A payment provider (WeChat Pay / Alipay / sandbox). Every notification is verified before it counts. */
export interface PaymentProvider {
  name: string;
  /** Creates the order at the provider; the URL goes into the payment QR code. */
  createOrder(order: PaymentOrder, origin: string): Promise<{ codeUrl: string }>;
  /** The notice in a notification body, or null when its signature does not verify. */
  verifyNotification(method: PaymentMethod, body: unknown): PaidNotice | null;
  /** sandbox only: the notification body the provider would send for a paid order */
  signNotification?(method: PaymentMethod, notice: PaidNotice): SandboxNotification;
}

/** The body the sandbox posts to /api/pay/notify/:method. */
export interface SandboxNotification {
  tradeNo: string;
  amount: number;
  signature: string;
}

/**
 * The sandbox: the QR code opens a local page with a 确认支付 button. Its notifications are signed
 * with an HMAC key made at start-up, so a forged notification fails just as with a real provider.
 */
export function sandboxPayments(secret: Buffer = randomBytes(32)): PaymentProvider {
  const sign = (method: PaymentMethod, n: PaidNotice) => createHmac('sha256', secret).update(`${method}\n${n.tradeNo}\n${n.amount}`).digest('hex');
  return {
    name: 'sandbox',
    async createOrder(order, origin) {
      return { codeUrl: `${origin}/pay/sandbox/${encodeURIComponent(order.tradeNo)}` };
    },
    verifyNotification(method, body) {
      if (!body || typeof body !== 'object') return null;
      const { tradeNo, amount, signature } = body as Record<string, unknown>;
      const cents = typeof amount === 'string' ? Number(amount) : amount;
      if (typeof tradeNo !== 'string' || typeof cents !== 'number' || !Number.isSafeInteger(cents) || typeof signature !== 'string') return null;
      const expected = Buffer.from(sign(method, { tradeNo, amount: cents }), 'hex');
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected) ? { tradeNo, amount: cents } : null;
    },
    signNotification: (method, notice) => ({ ...notice, signature: sign(method, notice) }),
  };
}
