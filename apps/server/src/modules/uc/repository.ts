import type { Db } from '../../db/schema';

const tenantColumns = ['t.id', 't.code', 't.name', 't.org_switch_type', 't.status', 't.root_id'] as const;
const userColumns = [
  'u.id',
  'u.tenant_id',
  'u.account',
  'u.fullname',
  'u.sex',
  'u.status',
  'u.mobile',
  'u.email',
  'u.address',
  'u.photo',
  'u.tokens_valid_after',
] as const;

export const findTenant = (db: Db, by: { id: string } | { code: string }) =>
  db
    .selectFrom('tenants as t')
    .select(tenantColumns)
    .where('id' in by ? 't.id' : 't.code', '=', 'id' in by ? by.id : by.code)
    .executeTakeFirst();

export const listTenantsOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('tenants as t')
    .innerJoin('user_tenants as ut', 'ut.tenant_id', 't.id')
    .select(tenantColumns)
    .where('ut.user_id', '=', userId)
    .orderBy('t.sort')
    .orderBy('t.code')
    .execute();

export const isMember = async (db: Db, tenantId: string, userId: string) =>
  (await db
    .selectFrom('user_tenants')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/** A member of the tenant found by account or by id. */
export const findMember = (
  db: Db,
  tenantId: string,
  by: { account: string } | { id: string } | { accountOrId: string },
) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_tenants as ut', (j) =>
      j.onRef('ut.user_id', '=', 'u.id').on('ut.tenant_id', '=', tenantId),
    )
    .select(userColumns)
    .where((eb) =>
      'account' in by
        ? eb('u.account', '=', by.account)
        : 'id' in by
          ? eb('u.id', '=', by.id)
          : eb.or([eb('u.account', '=', by.accountOrId), eb('u.id', '=', by.accountOrId)]),
    )
    .orderBy('u.created_at')
    .executeTakeFirst();

/** Members of the tenant among the given ids. */
export const listMembersByIds = (db: Db, tenantId: string, ids: string[]) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_tenants as ut', (j) =>
      j.onRef('ut.user_id', '=', 'u.id').on('ut.tenant_id', '=', tenantId),
    )
    .select('u.id')
    .where('u.id', 'in', ids)
    .execute();

/** Users with the account, each with the tenant it logs in to: the given one (if a member) or its home tenant. */
export const findLoginCandidates = (db: Db, account: string, tenantId: string | undefined) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_tenants as ut', 'ut.user_id', 'u.id')
    .innerJoin('tenants as t', 't.id', 'ut.tenant_id')
    .select([
      ...userColumns,
      'u.password_hash',
      't.id as login_tenant_id',
      't.root_id as login_root_id',
      't.status as login_tenant_status',
    ])
    .where('u.account', '=', account)
    .where((eb) =>
      tenantId ? eb('ut.tenant_id', '=', tenantId) : eb('ut.tenant_id', '=', eb.ref('u.tenant_id')),
    )
    .execute();

export const findPasswordHash = async (db: Db, userId: string) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst())
    ?.password_hash;

/** Sets the hash and ends the user's earlier tokens. */
export const setPasswordHash = (
  db: Db,
  userId: string,
  passwordHash: string,
  now: number,
  tokensValidAfter: number,
) =>
  db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now, tokens_valid_after: tokensValidAfter })
    .where('id', '=', userId)
    .execute();

export const setStatus = (db: Db, userId: string, status: number, now: number, tokensValidAfter?: number) =>
  db
    .updateTable('users')
    .set({
      status,
      updated_at: now,
      ...(tokensValidAfter === undefined ? {} : { tokens_valid_after: tokensValidAfter }),
    })
    .where('id', '=', userId)
    .execute();

export const listOrgsOfUsers = (db: Db, tenantId: string, userIds: string[]) =>
  db
    .selectFrom('orgs as o')
    .innerJoin('user_orgs as uo', (j) => j.onRef('uo.org_id', '=', 'o.id').on('uo.tenant_id', '=', tenantId))
    .select(['uo.user_id', 'o.id', 'o.name', 'o.code', 'o.parent_id', 'o.dem_id', 'uo.is_master'])
    .where('o.tenant_id', '=', tenantId)
    .where('uo.user_id', 'in', userIds)
    .orderBy('uo.is_master', 'desc')
    .orderBy('o.sort')
    .execute();

export const listPostsOfUsers = (db: Db, tenantId: string, userIds: string[]) =>
  db
    .selectFrom('posts as p')
    .innerJoin('user_posts as up', (j) =>
      j.onRef('up.post_id', '=', 'p.id').on('up.tenant_id', '=', tenantId),
    )
    .innerJoin('orgs as o', 'o.id', 'p.org_id')
    .select([
      'up.user_id',
      'p.id as post_id',
      'p.name as post_name',
      'p.code as post_code',
      'o.id as org_id',
      'o.name as org_name',
      'o.code as org_code',
      'up.is_master',
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('up.user_id', 'in', userIds)
    .orderBy('up.is_master', 'desc')
    .orderBy('p.code')
    .execute();

export const listRolesOfUsers = (db: Db, tenantId: string, userIds: string[]) =>
  db
    .selectFrom('roles as r')
    .innerJoin('user_roles as ur', (j) =>
      j.onRef('ur.role_id', '=', 'r.id').on('ur.tenant_id', '=', tenantId),
    )
    .select(['ur.user_id', 'r.id', 'r.name', 'r.code'])
    .where('r.tenant_id', '=', tenantId)
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.code')
    .execute();

export const listRightsOfUser = (db: Db, tenantId: string, userId: string) =>
  db
    .selectFrom('role_rights as rr')
    .innerJoin('user_roles as ur', (j) =>
      j
        .onRef('ur.role_id', '=', 'rr.role_id')
        .on('ur.tenant_id', '=', tenantId)
        .on('ur.user_id', '=', userId),
    )
    .select(['rr.kind', 'rr.alias'])
    .where('rr.tenant_id', '=', tenantId)
    .distinct()
    .execute();

/** Ids and names of the members of the tenant among the given ids. */
export const listMemberNames = (db: Db, tenantId: string, ids: string[]) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_tenants as ut', (j) =>
      j.onRef('ut.user_id', '=', 'u.id').on('ut.tenant_id', '=', tenantId),
    )
    .select(['u.id', 'u.fullname', 'u.account'])
    .where('u.id', 'in', ids)
    .execute();
