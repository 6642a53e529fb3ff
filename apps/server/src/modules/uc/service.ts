import type {
  LoginToken,
  Org,
  PostEntry,
  RightIdentities,
  Tenant,
  User,
  UserDetail,
  UserRightMap,
} from '@baton/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';
import {
  decryptPassword,
  hashPassword,
  passwordRuleViolation,
  verifyPassword,
} from '../../security/passwords';
import { issueToken, type TokenSubject } from '../../security/tokens';
import { chargeAttempt, clearFailures } from '../auth/failures';
import { LOCKED_OUT_MESSAGE, userFailureKey } from '../auth/policy';
import { assertNotGuest } from './policy';
import * as repo from './repository';
import { METHODS, menusFor } from './rights';

type TenantRow = NonNullable<Awaited<ReturnType<typeof repo.findTenant>>>;
type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

const TENANT_NOT_FOUND = '租户不存在';
export const TENANT_DISABLED = '租户已停用';

/** Only an enabled tenant lets anyone in (login, refresh, tenant switch). */
export const isTenantEnabled = (tenant: { status: string }) => tenant.status === 'enable';
const USER_NOT_FOUND = '用户不存在';

const toTenant = (t: TenantRow): Tenant => ({
  id: t.id,
  name: t.name,
  code: t.code,
  orgSwitchType: t.org_switch_type,
  status: t.status,
});

const optional = (v: string | null) => v ?? undefined;

const toUser = (u: UserRow): User => ({
  id: u.id,
  account: u.account,
  fullname: u.fullname,
  sex: optional(u.sex),
  status: u.status,
  mobile: optional(u.mobile),
  email: optional(u.email),
  address: optional(u.address),
  photo: optional(u.photo),
  tenantId: u.tenant_id,
});

/** Public facts of a tenant, for the login page. */
export async function getTenantByCode(db: Db, code: string): Promise<Tenant> {
  const tenant = await repo.findTenant(db, { code });
  if (!tenant) throw new NotFound(TENANT_NOT_FOUND);
  const { id, name, code: tenantCode, orgSwitchType } = toTenant(tenant);
  return { id, name, code: tenantCode, orgSwitchType };
}

/** A tenant by id or code, for resolving where a login or guest goes. */
export async function findTenantByIdOrCode(db: Db, idOrCode: string) {
  return (await repo.findTenant(db, { id: idOrCode })) ?? (await repo.findTenant(db, { code: idOrCode }));
}

/** A tenant the caller belongs to (the guest only its own); others do not exist for them. */
export async function getTenant(db: Db, auth: AuthContext, tenantId: string): Promise<Tenant> {
  const visible = isGuest(auth) ? tenantId === auth.tenantId : await repo.isMember(db, tenantId, auth.userId);
  const tenant = visible ? await repo.findTenant(db, { id: tenantId }) : undefined;
  if (!tenant) throw new NotFound(TENANT_NOT_FOUND);
  return toTenant(tenant);
}

export async function listCurrentUserTenants(db: Db, auth: AuthContext): Promise<Tenant[]> {
  if (isGuest(auth)) return [];
  return (await repo.listTenantsOfUser(db, auth.userId)).map(toTenant);
}

/**
 * Who the token of a member is about, or undefined when the user left the tenant or may no longer log in; 403 when
 * the tenant is disabled.
 */
export async function tokenSubject(
  db: Db,
  userId: string,
  tenantId: string,
): Promise<TokenSubject | undefined> {
  const [user, tenant] = await Promise.all([
    repo.findMember(db, tenantId, { id: userId }),
    repo.findTenant(db, { id: tenantId }),
  ]);
  if (!user || !tenant || user.status !== 1) return undefined;
  if (!isTenantEnabled(tenant)) throw new Forbidden(TENANT_DISABLED);
  return {
    userId,
    account: user.account,
    username: user.fullname,
    tenantId,
    rootTenantId: tenant.root_id,
    validAfter: Number(user.tokens_valid_after),
  };
}

/** A token for another tenant of the caller (the tenant switch), within the same login. */
export async function tenantToken(
  db: Db,
  config: Config,
  auth: AuthContext,
  newTenantId: string,
): Promise<string> {
  assertNotGuest(auth);
  const subject = await tokenSubject(db, auth.userId, newTenantId);
  if (!subject) throw new Forbidden('无权切换到该租户');
  return (await issueToken(config, subject, auth.sid)).token;
}

export interface LoginCandidate {
  subject: TokenSubject;
  status: number;
  passwordHash: string;
  tenantEnabled: boolean;
}

/** Users with the account who may log in to the tenant (or, with no tenant, to their home tenant). */
export async function findLoginCandidates(
  db: Db,
  account: string,
  tenantId?: string,
): Promise<LoginCandidate[]> {
  const rows = await repo.findLoginCandidates(db, account, tenantId);
  return rows.map((r) => ({
    subject: {
      userId: r.id,
      account: r.account,
      username: r.fullname,
      tenantId: r.login_tenant_id,
      rootTenantId: r.login_root_id,
      validAfter: Number(r.tokens_valid_after),
    },
    status: r.status,
    passwordHash: r.password_hash,
    tenantEnabled: isTenantEnabled({ status: r.login_tenant_status }),
  }));
}

async function memberOrFail(
  db: Db,
  auth: AuthContext,
  by: Parameters<typeof repo.findMember>[2],
): Promise<UserRow> {
  assertNotGuest(auth);
  const user = await repo.findMember(db, auth.tenantId, by);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  return user;
}

export async function getUserByAccount(db: Db, auth: AuthContext, account: string): Promise<User> {
  return toUser(await memberOrFail(db, auth, { account }));
}

const toOrg = (o: Awaited<ReturnType<typeof repo.listOrgsOfUsers>>[number]): Org => ({
  id: o.id,
  name: o.name,
  code: o.code,
  parentId: o.parent_id,
  demId: o.dem_id,
  isMaster: o.is_master ? '1' : '0',
});

/** The user (by account or id, the caller when left out) with orgs, posts and roles in the caller's tenant. */
export async function getUserDetail(db: Db, auth: AuthContext, accountOrId?: string): Promise<UserDetail> {
  const user = await memberOrFail(db, auth, accountOrId ? { accountOrId } : { id: auth.userId });
  const [orgs, posts, roles] = await Promise.all([
    repo.listOrgsOfUsers(db, auth.tenantId, [user.id]),
    repo.listPostsOfUsers(db, auth.tenantId, [user.id]),
    repo.listRolesOfUsers(db, auth.tenantId, [user.id]),
  ]);
  const post: Record<string, PostEntry> = {};
  for (const p of posts) {
    post[p.post_id] = {
      postId: p.post_id,
      postName: p.post_name,
      postCode: p.post_code,
      orgId: p.org_id,
      orgName: p.org_name,
      orgCode: p.org_code,
      isMaster: p.is_master ? '1' : '0',
    };
  }
  return {
    user: toUser(user),
    account: user.account,
    org: orgs.map(toOrg),
    post,
    role: { roleName: roles.map((r) => r.name).join('|') },
  };
}

/** Organisations of a member of the caller's tenant (the caller when left out), main one first. */
export async function listOrgsOfUser(db: Db, auth: AuthContext, userId?: string): Promise<Org[]> {
  const user = await memberOrFail(db, auth, { id: userId || auth.userId });
  return (await repo.listOrgsOfUsers(db, auth.tenantId, [user.id])).map(toOrg);
}

/** The first whole second after `now`: tokens issued up to `now` fall before it. */
const cutOffAfter = (now: number) => Math.floor(now / 1000) + 1;

/**
 * Changes the caller's password and ends every token of the user issued so far, the caller's own included; the
 * answer is a fresh token in the caller's login, so the caller stays signed in.
 */
export async function changePassword(
  db: Db,
  config: Config,
  auth: AuthContext,
  ciphers: { oldPwd: string; newPwd: string },
): Promise<LoginToken> {
  assertNotGuest(auth);
  const oldPwd = decryptPassword(config.rsaPrivateKey, ciphers.oldPwd, 'oldPwd');
  const newPwd = decryptPassword(config.rsaPrivateKey, ciphers.newPwd, 'newPwd');
  // Wrong old passwords spend the same budget as failed logins: a stolen token must not open a guessing channel.
  const budget = userFailureKey(auth.userId);
  const attempt = await chargeAttempt(db, config.loginFailures.windowMs, [
    { key: budget, limit: config.loginFailures.perAccount },
  ]);
  if (attempt.locked) throw new TooManyRequests(LOCKED_OUT_MESSAGE);
  const current = await repo.findPasswordHash(db, auth.userId);
  if (!current || !(await verifyPassword(current, oldPwd))) throw new BadInput('原密码错误');
  await attempt.refund();
  await clearFailures(db, budget);
  const violation = passwordRuleViolation(newPwd);
  if (violation) throw new BadInput(violation);
  if (newPwd === oldPwd) throw new BadInput('新密码不能与原密码相同');
  const now = Date.now();
  await repo.setPasswordHash(db, auth.userId, await hashPassword(newPwd), now, cutOffAfter(now));
  const subject = await tokenSubject(db, auth.userId, auth.tenantId);
  if (!subject) throw new Unauthorized();
  return issueToken(config, subject, auth.sid, now);
}

/** Sets a user's status; any status but normal (1) also ends the user's tokens issued so far. */
export async function setUserStatus(db: Db, userId: string, status: number): Promise<void> {
  const now = Date.now();
  await repo.setStatus(db, userId, status, now, status === 1 ? undefined : cutOffAfter(now));
}

async function identitiesOf(
  db: Db,
  tenantId: string,
  userIds: string[],
): Promise<Record<string, RightIdentities>> {
  const map: Record<string, RightIdentities> = {};
  for (const id of userIds) map[id] = { user: [id], org: [], post: [], role: [] };
  if (userIds.length === 0) return map;
  const [orgs, posts, roles] = await Promise.all([
    repo.listOrgsOfUsers(db, tenantId, userIds),
    repo.listPostsOfUsers(db, tenantId, userIds),
    repo.listRolesOfUsers(db, tenantId, userIds),
  ]);
  for (const o of orgs) map[o.user_id]?.org.push(o.id);
  for (const p of posts) map[p.user_id]?.post.push(p.post_id);
  for (const r of roles) map[r.user_id]?.role.push(r.code);
  return map;
}

/** The caller's method permissions, menus and identities; a guest holds none. */
export async function getUserRightMap(db: Db, auth: AuthContext): Promise<UserRightMap> {
  if (isGuest(auth)) {
    return {
      allMethod: [...METHODS],
      curUserMethod: [],
      menus: [],
      rightMap: { user: [], org: [], post: [], role: [] },
    };
  }
  const [rights, identities] = await Promise.all([
    repo.listRightsOfUser(db, auth.tenantId, auth.userId),
    identitiesOf(db, auth.tenantId, [auth.userId]),
  ]);
  const methods = new Set(rights.filter((r) => r.kind === 'method').map((r) => r.alias));
  const menus = new Set(rights.filter((r) => r.kind === 'menu').map((r) => r.alias));
  return {
    allMethod: [...METHODS],
    curUserMethod: METHODS.filter((m) => methods.has(m)),
    menus: menusFor(menus),
    rightMap: identities[auth.userId] ?? { user: [auth.userId], org: [], post: [], role: [] },
  };
}

/** Identities of the given users; ids outside the caller's tenant are left out. */
export async function getRightIdentitiesByIds(
  db: Db,
  auth: AuthContext,
  idList: string,
): Promise<Record<string, RightIdentities>> {
  assertNotGuest(auth);
  const ids = [
    ...new Set(
      idList
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 200);
  if (ids.length === 0) return {};
  const members = (await repo.listMembersByIds(db, auth.tenantId, ids)).map((m) => m.id);
  return identitiesOf(db, auth.tenantId, members);
}

/**
 * Ids, names and accounts of the members of a tenant among `ids` (others left out), for modules that address
 * people (messages, tasks). Takes the caller's transaction when given one.
 */
export async function membersByIds(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; fullname: string; account: string }[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found: { id: string; fullname: string; account: string }[] = [];
  for (let i = 0; i < unique.length; i += 500) {
    found.push(...(await repo.listMemberNames(db, tenantId, unique.slice(i, i + 500))));
  }
  return found;
}
