/**
 * Rate limits of the routes that cost money, send messages or create records. Each counts per
 * subject (an address, a mobile, an account, a username) in a fixed window, in the database
 * (server/services/limiter.ts), so several server processes share the counters. Past `max` the
 * route answers HTTP 429 with the 42900 envelope. RATE_LIMIT_SCALE multiplies every max.
 */
export interface LimitRule {
  /** the key prefix of the counters */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const Limits = {
  /** password guesses of one username from one address */
  usernameLoginPerName: { name: 'login:name', max: 10, windowMs: 10 * MINUTE },
  /** password logins from one address whatever the username */
  usernameLoginPerAddress: { name: 'login:addr', max: 100, windowMs: 10 * MINUTE },
  /** SMS codes to one mobile (besides the 59 s between two sends) */
  smsPerMobile: { name: 'sms:mobile', max: 5, windowMs: HOUR },
  /** SMS codes sent from one address, whatever the mobiles */
  smsPerAddress: { name: 'sms:addr', max: 20, windowMs: HOUR },
  /** new guest accounts from one address (a classroom behind one NAT stays under it) */
  guestPerAddress: { name: 'guest:addr', max: 60, windowMs: HOUR },
  /** VIP orders opened by one account */
  vipOpenPerAccount: { name: 'vip:user', max: 20, windowMs: HOUR },
  /** VIP orders opened from one address */
  vipOpenPerAddress: { name: 'vip:addr', max: 60, windowMs: HOUR },
  /** 找回会员账号 lookups from one address (trade numbers are random, this stops enumeration) */
  findByTradeNoPerAddress: { name: 'trade:addr', max: 10, windowMs: 10 * MINUTE },
  /** username/password changes of one account (each costs a 32 MiB scrypt) */
  passwordPerAccount: { name: 'pwd:user', max: 10, windowMs: 10 * MINUTE },
  /** finished chapters recorded for one role */
  progressPerRole: { name: 'progress:role', max: 300, windowMs: 10 * MINUTE },
  /** game rounds submitted (game/progress) by one role: each may cost a replay */
  gameProgressPerRole: { name: 'game:role', max: 60, windowMs: 10 * MINUTE },
  /** game rounds submitted from one address (a classroom behind one NAT stays under it) */
  gameProgressPerAddress: { name: 'game:addr', max: 600, windowMs: 10 * MINUTE },
  /** 奖状 verify lookups from one address (codes are random, this stops enumeration; a classroom checking its own stays under it) */
  certificateLookupPerAddress: { name: 'cert:addr', max: 30, windowMs: 10 * MINUTE },
  /** typing tests started by one role (each draws and stores a text) */
  typingTestStartPerRole: { name: 'test:start', max: 60, windowMs: HOUR },
  /** typing tests handed in by one role: each may cost a replay */
  typingTestSubmitPerRole: { name: 'test:submit', max: 60, windowMs: 10 * MINUTE },
  /** wrong race codes (POST race/join) of one role: a right code costs nothing, so a child who rejoins is never locked out */
  raceJoinPerRole: { name: 'race:role', max: 10, windowMs: 10 * MINUTE },
  /** wrong race codes from one address, whatever the roles (a classroom behind one NAT mistyping stays under it) */
  raceJoinPerAddress: { name: 'race:addr', max: 60, windowMs: 10 * MINUTE },
  /** wrong class codes (班级登录, school/login/roster) from one address: a right code costs nothing */
  classCodePerAddress: { name: 'class:code', max: 30, windowMs: 10 * MINUTE },
  /** class sign-ins (picture password or card) from one address: a school behind one NAT signs in its classes one after another */
  classSignInPerAddress: { name: 'class:addr', max: 600, windowMs: 10 * MINUTE },
  /** picture-password sign-ins of one class, right or wrong (40 children, a few tries each) */
  classSignInPerClass: { name: 'class:group', max: 300, windowMs: 10 * MINUTE },
  /** sign-ins by one card, right or wrong (a card also locks after CARD_MISS_MAX wrong pictures) */
  classSignInPerCard: { name: 'class:card', max: 20, windowMs: 10 * MINUTE },
  /** wrong card tokens or written codes (sign-in, adopt) from one address */
  cardCodePerAddress: { name: 'card:addr', max: 30, windowMs: 10 * MINUTE },
  /** sandbox WeChat codes made from one address */
  devWechatPerAddress: { name: 'devwx:addr', max: 100, windowMs: 10 * MINUTE },
} satisfies Record<string, LimitRule>;
