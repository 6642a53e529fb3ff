import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { LoginToken, TokenClaims } from '@baton/contracts';

export interface TokenSubject {
  userId: string;
  account: string;
  /** Full name shown by the client. */
  username: string;
  tenantId: string;
  rootTenantId: string;
  /** The user's cut-off (epoch seconds): a token is never dated before it, or it would be refused at once. */
  validAfter?: number;
}

export interface TokenKeys {
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
}

/** Signs a token (HS256) for the subject within the login `sid` (a new one when left out). */
export async function issueToken(
  keys: TokenKeys,
  subject: TokenSubject,
  sid: string = randomUUID(),
  now = Date.now(),
): Promise<LoginToken> {
  const iat = Math.max(Math.floor(now / 1000), subject.validAfter ?? 0);
  const token = await new SignJWT({
    account: subject.account,
    tenantId: subject.tenantId,
    rootTenantId: subject.rootTenantId,
    sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + keys.tokenTtlSeconds)
    .setJti(randomUUID())
    .sign(keys.jwtSecret);
  return {
    token,
    loginTime: now,
    expiration: keys.tokenTtlSeconds,
    userId: subject.userId,
    account: subject.account,
    username: subject.username,
    tenantId: subject.tenantId,
  };
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

// The HMAC key imported once per secret: importing it again on every request costs more than the check itself.
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyKeyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** Verifies signature, algorithm and expiry; answers undefined for any token that is not ours and current. */
export async function verifyToken(keys: TokenKeys, token: string): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(keys.jwtSecret), {
      algorithms: ['HS256'],
    });
    const { sub, account, tenantId, rootTenantId, exp, iat, jti, sid } = payload;
    if (![sub, account, tenantId, rootTenantId, jti, sid].every(isText) || !exp || !iat) return undefined;
    return { sub, account, tenantId, rootTenantId, exp, iat, jti, sid } as TokenClaims;
  } catch {
    return undefined;
  }
}
