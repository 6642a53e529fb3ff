import { GUEST_ACCOUNT, type LoginToken, type TokenClaims } from '@baton/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';
import { decryptPassword, hashPassword, verifyPassword } from '../../security/passwords';
import { issueToken } from '../../security/tokens';
import {
  TENANT_DISABLED,
  findLoginCandidates,
  findTenantByIdOrCode,
  isTenantEnabled,
  tokenSubject,
} from '../uc/service';
import { chargeAttempt, clearFailures } from './failures';
import { LOCKED_OUT_MESSAGE, LOGIN_FAILED_MESSAGE, failureKeys, userFailureKey } from './policy';
import * as repo from './repository';

/** A verified token still holds: its login was not signed out and its user may still come in. */
export async function tokenHolds(db: Db, claims: TokenClaims): Promise<boolean> {
  if (claims.sub === GUEST_ACCOUNT) return !(await repo.isSessionRevoked(db, claims.sid));
  const standing = await repo.tokenStanding(db, claims.sub, claims.sid);
  return (
    standing !== undefined &&
    standing.revoked === null &&
    standing.status === 1 &&
    claims.iat >= Number(standing.tokens_valid_after)
  );
}

// Unknown accounts still pay for one hash check, so timing does not tell them apart from wrong passwords.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

export interface LoginInput {
  username: string;
  password: string;
  /** Tenant id or code; see docs/api.md for the rule when absent. */
  tenant: string | undefined;
  address: string;
}

export async function login(db: Db, config: Config, input: LoginInput): Promise<LoginToken> {
  const now = Date.now();
  const limits = config.loginFailures;
  let tenantId: string | undefined;
  if (input.tenant) {
    const tenant = await findTenantByIdOrCode(db, input.tenant);
    if (!tenant) throw new BadInput('租户不存在');
    tenantId = tenant.id;
  }
  const password = decryptPassword(config.rsaPrivateKey, input.password, 'password');
  const candidates = await findLoginCandidates(db, input.username, tenantId);
  const keys = failureKeys({
    account: input.username,
    tenantId,
    userIds: candidates.map((c) => c.subject.userId),
    address: input.address,
  });
  const attempt = await chargeAttempt(
    db,
    limits.windowMs,
    [
      ...keys.accounts.map((key) => ({ key, limit: limits.perAccount })),
      { key: keys.address, limit: limits.perAddress },
    ],
    now,
  );
  if (attempt.locked) throw new TooManyRequests(LOCKED_OUT_MESSAGE);

  const matched = [];
  for (const c of candidates) if (await verifyPassword(c.passwordHash, password)) matched.push(c);
  if (candidates.length === 0) await verifyPassword(await decoy(), password);

  const [user] = matched;
  if (!user) throw new BadInput(LOGIN_FAILED_MESSAGE);
  await attempt.refund();
  if (matched.length > 1) throw new BadInput('该账号属于多个租户，请从租户的登录页登录');
  if (user.status !== 1) throw new BadInput('账号已停用，请联系管理员');
  if (!user.tenantEnabled) throw new Forbidden(TENANT_DISABLED);
  await clearFailures(db, userFailureKey(user.subject.userId));
  return issueToken(config, user.subject, undefined, now);
}

const guestSubject = (tenant: { id: string; root_id: string }) => ({
  userId: GUEST_ACCOUNT,
  account: GUEST_ACCOUNT,
  username: '游客',
  tenantId: tenant.id,
  rootTenantId: tenant.root_id,
});

/** A guest token for the tenant with that code (custom routes reachable without login). */
export async function guestToken(db: Db, config: Config, tenantCode: string): Promise<LoginToken> {
  const tenant = await findTenantByIdOrCode(db, tenantCode);
  if (!tenant || !isTenantEnabled(tenant)) throw new NotFound('租户不存在');
  return issueToken(config, guestSubject(tenant));
}

/** A fresh token for the same user, tenant and login; the old one stays valid until it expires. */
export async function refresh(db: Db, config: Config, auth: AuthContext): Promise<LoginToken> {
  if (isGuest(auth)) {
    const tenant = await findTenantByIdOrCode(db, auth.tenantId);
    if (!tenant) throw new Unauthorized();
    if (!isTenantEnabled(tenant)) throw new Forbidden(TENANT_DISABLED);
    return issueToken(config, guestSubject(tenant), auth.sid);
  }
  const subject = await tokenSubject(db, auth.userId, auth.tenantId);
  if (!subject) throw new Unauthorized();
  return issueToken(config, subject, auth.sid);
}

/** Every token of the caller's login (refreshed or switched to another tenant) stops working at once. */
export async function signOut(db: Db, config: Config, auth: AuthContext): Promise<void> {
  const now = Date.now();
  // A refresh just before sign-out may have issued a token living a whole lifetime from now.
  const lastExpiry = Math.max(auth.exp * 1000, now + config.tokenTtlSeconds * 1000);
  await repo.revokeSession(db, auth.sid, lastExpiry);
  await repo.purgeRevokedSessions(db, now);
}
