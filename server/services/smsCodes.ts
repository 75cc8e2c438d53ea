import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { Status } from '../../contract/envelope';
import { CODE_MAX_TRIES, CODE_RESEND_SECONDS, CODE_TTL_MS } from '../../contract/constants';
import type { Db } from '../db/client';
import { smsCodes } from '../db/schema';
import { AppError } from '../errors';
import type { SmsProvider } from './sms';

/** Sends a new 6-digit code to a mobile; a second send inside 59 s is refused (42900). */
export async function sendCode(db: Db, sms: SmsProvider, mobile: string, now: Date): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // Two sends to one mobile at the same moment take turns, so the second sees the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
    const [last] = await tx.select().from(smsCodes).where(eq(smsCodes.mobile, mobile)).orderBy(desc(smsCodes.sentAt), desc(smsCodes.id)).limit(1);
    if (last && now.getTime() - last.sentAt.getTime() < CODE_RESEND_SECONDS * 1000) {
      const wait = Math.ceil((last.sentAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
      throw new AppError(Status.tooMany, `验证码发送太频繁，请${wait}秒后再试`);
    }
    const [row] = await tx.insert(smsCodes).values({ mobile, code, sentAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) }).returning({ id: smsCodes.id });
    return row!.id;
  });
  try {
    await sms.send(mobile, code);
  } catch (error) {
    // not sent: the countdown is not held, and the vendor's reason reaches the parent when it is theirs to fix
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw error instanceof AppError ? error : new AppError(Status.serverError, '短信发送失败，请稍后再试');
  }
}

/**
 * Checks the latest code sent to a mobile. A wrong guess counts a try; after CODE_MAX_TRIES the code is burnt.
 * With `consume` a right code is used up (login, bind); without (checkMobile) it stays valid for the next step.
 */
export async function verifyCode(db: Db, mobile: string, code: string, now: Date, options: { consume: boolean }): Promise<void> {
  const [last] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile)).orderBy(desc(smsCodes.sentAt), desc(smsCodes.id)).limit(1);
  const bad = (message: string) => new AppError(Status.badCredentials, message);
  if (!last) throw bad('请先获取验证码');
  if (last.usedAt) throw bad('验证码已使用，请重新获取');
  if (last.tries >= CODE_MAX_TRIES) throw bad('验证码错误次数过多，请重新获取');
  if (last.expiresAt.getTime() <= now.getTime()) throw bad('验证码已过期，请重新获取');
  if (last.code !== code) {
    // Counted in one statement so parallel guesses cannot get more than CODE_MAX_TRIES between them.
    const [counted] = await db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(and(eq(smsCodes.id, last.id), lt(smsCodes.tries, CODE_MAX_TRIES)))
      .returning({ tries: smsCodes.tries });
    if (!counted || counted.tries >= CODE_MAX_TRIES) throw bad('验证码错误次数过多，请重新获取');
    throw bad('验证码错误');
  }
  if (!options.consume) return;
  const used = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, last.id), isNull(smsCodes.usedAt), lt(smsCodes.tries, CODE_MAX_TRIES)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw bad('验证码已使用，请重新获取');
}
