import { and, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { PERMANENT_VIP_DAYS } from '../../contract/constants';
import { Status } from '../../contract/envelope';
import type { VipOrder } from '../../contract/vip';
import { chinaDateTime } from '../clock';
import type { Db } from '../db/client';
import { users, vipGrades, vipOrders } from '../db/schema';
import { AppError } from '../errors';
import type { PushMessage } from '../push';
import type { PaidNotice, PaymentMethod, PaymentProvider } from './payments';

export type OrderRow = typeof vipOrders.$inferSelect;

/** A payment QR code is good for two hours (the vendors are told so too); an older pending order is expired. */
export const ORDER_TTL_MS = 2 * 3600_000;
export const orderExpired = (order: Pick<OrderRow, 'createdAt'>, now: Date) => now.getTime() - order.createdAt.getTime() > ORDER_TTL_MS;

/**
 * 'XJ' + China time to the second + 16 random digits (about 53 bits, from the CSPRNG): 32
 * characters (a provider's out_trade_no limit), sortable, and not guessable even knowing the second.
 */
export const newTradeNo = (now: Date) => {
  const random = Array.from({ length: 2 }, () => String(randomInt(0, 100_000_000)).padStart(8, '0')).join('');
  return `XJ${chinaDateTime(now).replace(/\D/g, '')}${random}`;
};

/** Creates a pending order for a grade and asks the provider for the QR code URL. */
export async function openOrder(
  db: Db,
  payment: PaymentProvider,
  input: { userId: string; gradeId: string; method: PaymentMethod; origin: string; now: Date },
): Promise<VipOrder> {
  if (!payment.methods.includes(input.method)) throw new AppError(Status.invalid, '暂不支持这种支付方式，请换一种');
  const [grade] = await db.select().from(vipGrades).where(eq(vipGrades.id, input.gradeId)).limit(1);
  if (!grade) throw new AppError(Status.notFound, '会员套餐不存在');
  const tradeNo = newTradeNo(input.now);
  await db.insert(vipOrders).values({
    tradeNo,
    userId: input.userId,
    gradeId: grade.id,
    days: grade.days,
    amount: grade.discountMoney,
    method: input.method,
    createdAt: input.now,
  });
  const { codeUrl } = await payment.createOrder({ tradeNo, amount: grade.discountMoney, description: `小键盘侠${grade.name}`, method: input.method, expiresAt: new Date(input.now.getTime() + ORDER_TTL_MS) }, input.origin);
  return { codeUrl, tradeNo };
}

/** An order with its grade's name. */
export async function findOrder(db: Db, tradeNo: string): Promise<(OrderRow & { gradeName: string }) | undefined> {
  const [row] = await db
    .select({ order: vipOrders, gradeName: vipGrades.name })
    .from(vipOrders)
    .innerJoin(vipGrades, eq(vipGrades.id, vipOrders.gradeId))
    .where(eq(vipOrders.tradeNo, tradeNo))
    .limit(1);
  return row && { ...row.order, gradeName: row.gradeName };
}

export type SettleResult = 'paid' | 'alreadyPaid' | 'unknown' | 'amountMismatch';

/**
 * Marks an order paid and extends the account's VIP, exactly once: the order row flips from pending
 * to paid in the same transaction as the extension, and a duplicate (even a concurrent one) finds no
 * pending row and changes nothing. VIP runs from the later of now and the current expiry; a grade of
 * PERMANENT_VIP_DAYS or more makes it permanent.
 */
export async function settleOrder(db: Db, notice: PaidNotice, now: Date): Promise<{ result: SettleResult; order?: OrderRow }> {
  const existing = await findOrder(db, notice.tradeNo);
  if (!existing) return { result: 'unknown' };
  if (existing.amount !== notice.amount) return { result: 'amountMismatch' };
  const order = await db.transaction(async (tx) => {
    const [flipped] = await tx
      .update(vipOrders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(vipOrders.tradeNo, notice.tradeNo), eq(vipOrders.status, 'pending')))
      .returning();
    if (!flipped) return undefined;
    const at = sql`${now.toISOString()}::timestamptz`;
    await tx
      .update(users)
      .set(
        flipped.days >= PERMANENT_VIP_DAYS
          ? { vipForever: true }
          : { vipExpireAt: sql`greatest(coalesce(${users.vipExpireAt}, ${at}), ${at}) + (${flipped.days}::int * interval '1 day')` },
      )
      .where(eq(users.id, flipped.userId));
    return flipped;
  });
  return order ? { result: 'paid', order } : { result: 'alreadyPaid', order: existing };
}

/** Settles a verified notice and, when it changed something, tells the account's open tabs. */
export async function settleAndPush(
  db: Db,
  notice: PaidNotice,
  now: Date,
  publish: (userId: string, message: PushMessage) => void,
): Promise<SettleResult> {
  const { result, order } = await settleOrder(db, notice, now);
  if (result === 'paid' && order) {
    publish(order.userId, { type: 'pay', tradeNo: order.tradeNo });
    publish(order.userId, { type: 'userInfo' });
  }
  return result;
}
