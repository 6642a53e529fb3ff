import { GUEST_ACCOUNT } from '@baton/contracts';
import { Unauthorized } from '../errors';

/** Who is calling, taken from the verified token; every tenant-scoped query reads its tenant from here. */
export interface AuthContext {
  userId: string;
  account: string;
  tenantId: string;
  rootTenantId: string;
  /** The login the token belongs to. */
  sid: string;
  /** Expiry of the token, epoch seconds. */
  exp: number;
}

export const isGuest = (auth: AuthContext): boolean => auth.account === GUEST_ACCOUNT;

/** The caller of a route behind the auth guard. */
export function callerOf(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Unauthorized();
  return request.auth;
}
