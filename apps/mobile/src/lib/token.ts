import { LIMITS } from '@baton/contracts/limits';

/** Claims the client reads from a token; nothing is verified here, the server does that. */
export interface TokenPayload {
  exp?: number;
  iat?: number;
  sub?: string;
  account?: string;
  tenantId?: string;
  rootTenantId?: string;
  [claim: string]: unknown;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeJwtPayload(token: string | null | undefined): TokenPayload | null {
  const parts = token?.split('.');
  if (!parts || parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** A stored user is kept only if its token has three parts and expires more than 7200 s from now. */
export function isStoredUserValid(
  user: { token?: string | null } | null | undefined,
  nowSec: number = Date.now() / 1000,
): boolean {
  const token = user?.token;
  if (!token || token.split('.').length !== 3) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp - nowSec > LIMITS.storedTokenMarginSeconds;
}

/** A token is refreshed once its age reaches one fifth of its lifetime. */
export function shouldRefresh(
  loginTimeMs: number,
  expirationSec: number,
  nowMs: number = Date.now(),
): boolean {
  if (!Number.isFinite(loginTimeMs) || !Number.isFinite(expirationSec) || expirationSec <= 0) return false;
  // Compare in whole numbers: 1/5 has no exact binary form.
  const parts = Math.round(1 / LIMITS.refreshAtLifetimeShare);
  return (nowMs - loginTimeMs) * parts >= expirationSec * 1000;
}
