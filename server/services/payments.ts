import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type PaymentMethod = 'wechat' | 'alipay';

export interface PaymentOrder {
  tradeNo: string;
  /** cents */
  amount: number;
  description: string;
  method: PaymentMethod;
  /** after this the vendor refuses to take the payment (the QR code expires) */
  expiresAt?: Date;
}

/** What an authentic provider notification says: this order was paid this amount. */
export interface PaidNotice {
  tradeNo: string;
  amount: number;
}

/** A notification as it arrived: the exact body text (what vendors sign), its parsed form and the headers. */
export interface NotificationInput {
  raw: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** How a vendor wants its notification answered (WeChat Pay v3: 204 / JSON FAIL; Alipay: "success" / "fail"). */
export interface VendorAck {
  code: number;
  type: string;
  body: string;
}

/** A payment provider (WeChat Pay / Alipay / sandbox). Every notification is verified before it counts. */
export interface PaymentProvider {
  name: string;
  /** the methods this provider takes payments for (the VIP dialog offers exactly these) */
  methods: PaymentMethod[];
  /** Creates the order at the provider; the URL goes into the payment QR code. */
  createOrder(order: PaymentOrder, origin: string): Promise<{ codeUrl: string }>;
  /** The notice in a notification, or null when it is not authentic, not ours or not a payment. */
  verifyNotification(method: PaymentMethod, input: NotificationInput): PaidNotice | null;
  /** Asks the vendor about an order (a payment whose notification never came): paid, or null. */
  query?(order: { tradeNo: string; method: PaymentMethod }): Promise<PaidNotice | null>;
  /** The vendor's expected answer to a notification; the API envelope when absent (sandbox). */
  acknowledge?(ok: boolean, method: PaymentMethod): VendorAck | undefined;
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
    methods: ['wechat', 'alipay'],
    async createOrder(order, origin) {
      return { codeUrl: `${origin}/pay/sandbox/${encodeURIComponent(order.tradeNo)}` };
    },
    verifyNotification(method, { body }) {
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

/**
 * Several vendors behind one provider, each for its own method (PAYMENT_PROVIDER=wechat,alipay):
 * an order or a notification goes to the provider of its method.
 */
export function combinePayments(providers: PaymentProvider[]): PaymentProvider {
  if (providers.length === 1) return providers[0];
  const of = (method: PaymentMethod) => {
    const p = providers.find((x) => x.methods.includes(method));
    if (!p) throw new Error(`no payment provider for ${method}`);
    return p;
  };
  return {
    name: providers.map((p) => p.name).join(','),
    methods: providers.flatMap((p) => p.methods),
    createOrder: (order, origin) => of(order.method).createOrder(order, origin),
    verifyNotification: (method, input) => (providers.some((p) => p.methods.includes(method)) ? of(method).verifyNotification(method, input) : null),
    query: async (order) => of(order.method).query?.(order) ?? null,
    acknowledge: (ok, method) => (providers.some((p) => p.methods.includes(method)) ? of(method).acknowledge?.(ok, method) : undefined),
  };
}
