import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes guessing on GPUs expensive.
const PARAMS = { N: 1 << 15, r: 8, p: 1 } as const;
const KEY_LEN = 32;

/**
 * How many hashes run at once. scrypt runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which also serves the file reads of the static client and
 * zlib: a burst of logins filling the whole pool made every static file and compressed answer wait
 * behind dozens of 100 ms hashes, and 4 hashing threads on 2 cores starved the event loop. So at
 * most half the pool, and one core fewer than the machine has, hashes; the other logins queue.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2), availableParallelism() - 1));
let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  if (running >= HASH_CONCURRENCY) await new Promise<void>((go) => waiting.push(go));
  else running++;
  try {
    return await new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key))));
  } finally {
    // hand the slot straight to the next waiting hash (running stays the same), or free it
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes a password with scrypt and a random salt: 'scrypt$N$r$p$salt$hash' (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares a password with a stored hash in constant time; a missing or malformed hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same work as a real check so a missing account is not told apart by timing.
    await derive(password, randomBytes(16), PARAMS);
    return false;
  }
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash!, 'base64url');
  const key = await derive(password, Buffer.from(salt!, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
