import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { wechatCodes } from '../db/schema';

/** Who a WeChat OAuth code stands for. */
export interface WechatIdentity {
  openid: string;
  nickname: string;
}

/** WeChat login: turns a one-time OAuth code into an identity (the real adapter calls the open platform). */
export interface WechatProvider {
  name: string;
  /** Uses up a code; null when it is unknown, used or expired. */
  exchange(db: Db, code: string, now: Date): Promise<WechatIdentity | null>;
  /** Where the browser is sent to authorise (QR connect); comes back to redirectUri with code and state. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** sandbox only: what the consent page does when a person clicks 授权登录 */
  issue?(db: Db, identity: WechatIdentity, now: Date): Promise<string>;
}

/** WeChat codes live five minutes, as on the open platform. */
export const WECHAT_CODE_TTL_MS = 5 * 60_000;

/** The sandbox: codes are rows of wechat_codes, made by the local consent page or the dev endpoint. */
export function sandboxWechat(): WechatProvider {
  return {
    name: 'sandbox',
    authorizeUrl: (redirectUri, state) => `/oauth/sandbox/wechat?${new URLSearchParams({ redirect_uri: redirectUri, state })}`,
    async exchange(db, code, now) {
      const [row] = await db
        .update(wechatCodes)
        .set({ usedAt: now })
        .where(and(eq(wechatCodes.code, code), isNull(wechatCodes.usedAt), gt(wechatCodes.createdAt, new Date(now.getTime() - WECHAT_CODE_TTL_MS))))
        .returning();
      return row ? { openid: row.openid, nickname: row.nickname } : null;
    },
    async issue(db, identity, now) {
      const code = randomBytes(16).toString('base64url');
      await db.insert(wechatCodes).values({ code, openid: identity.openid, nickname: identity.nickname, createdAt: now });
      return code;
    },
  };
}
