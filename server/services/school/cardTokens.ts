import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CODE_ALPHABET } from '../../../contract/certificates';
import { CARD_CODE_LENGTH, CLASS_CODE_LENGTH, PICTURE_COUNT, PICTURES, type PictureId } from '../../../contract/school';
import { appSecrets } from '../../db/schema';
import type { DbOrTx } from '../points';

/**
 * The secrets of a login card. The QR holds a signed token `c1.<cardId>.<generation>.<signature>`:
 * the signature (HMAC-SHA256 with a key made once and kept in app_secrets, so every process and
 * every restart checks the same cards) makes it unforgeable, and the generation makes it
 * revocable: a revoke adds one to the card's generation, so every token printed before no longer
 * matches. A token is not a password: it names one card and the server decides, on every use.
 */
const keys = new WeakMap<object, Buffer>();

/** The key, made the first time a card is printed (a card cannot be read before one is). */
export async function cardKey(db: DbOrTx): Promise<Buffer> {
  const known = await storedCardKey(db);
  if (known) return known;
  await db.insert(appSecrets).values({ name: 'card-token', value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  return (await storedCardKey(db))!;
}

/** The key when one was made; null before any card was printed (then no token can hold). Reading a card writes nothing. */
export async function storedCardKey(db: DbOrTx): Promise<Buffer | null> {
  const cached = keys.get(db);
  if (cached) return cached;
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'card-token')).limit(1);
  if (!row) return null;
  const key = Buffer.from(row.value, 'hex');
  keys.set(db, key);
  return key;
}

const signature = (key: Buffer, cardId: string, generation: number) => createHmac('sha256', key).update(`c1.${cardId}.${generation}`).digest('base64url').slice(0, 22);

export const cardToken = (key: Buffer, cardId: string, generation: number) => `c1.${cardId}.${generation}.${signature(key, cardId, generation)}`;

/** The card and generation a token names, when its signature holds; null for anything forged or malformed. */
export function readCardToken(key: Buffer, token: string): { cardId: string; generation: number } | null {
  const m = /^c1\.([A-Za-z0-9_-]{8,40})\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/.exec(token.trim());
  if (!m) return null;
  const generation = Number(m[2]);
  const want = Buffer.from(signature(key, m[1]!, generation));
  const got = Buffer.from(m[3]!);
  return want.length === got.length && timingSafeEqual(want, got) ? { cardId: m[1]!, generation } : null;
}

/** Random characters of the certificates' alphabet (rejection sampling, so each is equally likely). */
export function randomCode(length: number): string {
  let code = '';
  while (code.length < length) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
export const newCardCode = () => randomCode(CARD_CODE_LENGTH);
export const newCardId = () => randomBytes(12).toString('base64url');
export const newClassCode = () => String(randomInt(10 ** (CLASS_CODE_LENGTH - 1), 10 ** CLASS_CODE_LENGTH));

/** A fresh picture password: PICTURE_COUNT different pictures in a random order. */
export function newPictures(): PictureId[] {
  const ids: PictureId[] = PICTURES.map((p) => p.id);
  const out: PictureId[] = [];
  while (out.length < PICTURE_COUNT) out.push(ids.splice(randomInt(ids.length), 1)[0]!);
  return out;
}

/** Two picture passwords compared in constant time. */
export function samePictures(stored: string, given: readonly string[]): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given.join(','));
  return a.length === b.length && timingSafeEqual(a, b);
}

export const lockRow = (db: DbOrTx, cardId: string) => db.execute(sql`select card_id from class_cards where card_id = ${cardId} for update`);
