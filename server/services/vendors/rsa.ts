import { createPrivateKey, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/** A PEM private key (PKCS#8 or PKCS#1), as the vendors hand them out. */
export const privateKeyOf = (pem: string): KeyObject => createPrivateKey(pem);

/** A public key from a PEM public key or an X.509 certificate (WeChat Pay's platform certificate). */
export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);

/** Alipay ships bare base64 keys without PEM armour; accept both. */
export function pemOf(text: string, kind: 'PUBLIC KEY' | 'PRIVATE KEY'): string {
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) return t;
  return `-----BEGIN ${kind}-----\n${t.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n').trim()}\n-----END ${kind}-----\n`;
}

/** SHA256withRSA (RSA2), base64 — what WeChat Pay v3 and Alipay both sign with. */
export const signSha256 = (key: KeyObject, message: string): string => createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');

export function verifySha256(key: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** A nonce of letters and digits, as both vendors' examples use. */
export const nonce = (length = 32): string => randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length).padEnd(length, '0');
