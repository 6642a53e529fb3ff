import type { RawBuilder, SqlBool } from 'kysely';
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

// --- Directory (address book and pickers) ---------------------------------------------------------------------

export interface DirectoryListSql {
  where?: RawBuilder<SqlBool>;
  order: RawBuilder<unknown>;
  limit: number;
  offset: number;
}

export const listDimensions = (db: Db, tenantId: string) =>
  db
    .selectFrom('dimensions')
    .select(['id', 'code', 'name', 'is_default'])
    .where('tenant_id', '=', tenantId)
    .orderBy('is_default', 'desc')
    .orderBy('code')
    .execute();

export const findDimension = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('dimensions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Orgs with whether they have children and how many people belong to them directly. */
const orgNodes = (db: Db, tenantId: string) =>
  db
    .selectFrom('orgs as o')
    .select((eb) => [
      'o.id',
      'o.name',
      'o.code',
      'o.parent_id',
      'o.dem_id',
      'o.sort',
      eb
        .selectFrom('orgs as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.parent_id', '=', 'o.id')
        .as('child_count'),
      eb
        .selectFrom('user_orgs as uo')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('uo.org_id', '=', 'o.id')
        .where('uo.tenant_id', '=', tenantId)
        .as('user_count'),
    ])
    .where('o.tenant_id', '=', tenantId);

export const listOrgChildren = (db: Db, tenantId: string, demId: string, parentId: string | undefined) =>
  orgNodes(db, tenantId)
    .where('o.dem_id', '=', demId)
    .where((eb) => (parentId ? eb('o.parent_id', '=', parentId) : eb('o.parent_id', 'is', null)))
    .orderBy('o.sort')
    .orderBy('o.code')
    .execute();

export async function pageOrgs(db: Db, tenantId: string, list: DirectoryListSql) {
  const base = list.where ? orgNodes(db, tenantId).where(list.where) : orgNodes(db, tenantId);
  const count = db
    .selectFrom('orgs as o')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('o.tenant_id', '=', tenantId);
  const [rows, total] = await Promise.all([
    base.orderBy(list.order).limit(list.limit).offset(list.offset).execute(),
    (list.where ? count.where(list.where) : count).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Members of the tenant with their main org and main post. */
const directoryUsers = (db: Db, tenantId: string) =>
  db
    .selectFrom('users as u')
    .innerJoin('user_tenants as ut', (j) =>
      j.onRef('ut.user_id', '=', 'u.id').on('ut.tenant_id', '=', tenantId),
    )
    .leftJoin('user_orgs as muo', (j) =>
      j.onRef('muo.user_id', '=', 'u.id').on('muo.tenant_id', '=', tenantId).on('muo.is_master', '=', 1),
    )
    .leftJoin('orgs as mo', 'mo.id', 'muo.org_id')
    .leftJoin('user_posts as mup', (j) =>
      j.onRef('mup.user_id', '=', 'u.id').on('mup.tenant_id', '=', tenantId).on('mup.is_master', '=', 1),
    )
    .leftJoin('posts as mp', 'mp.id', 'mup.post_id');

const directoryUserColumns = [
  'u.id',
  'u.account',
  'u.fullname',
  'u.sex',
  'u.status',
  'u.mobile',
  'u.email',
  'u.photo',
  'mo.id as org_id',
  'mo.name as org_name',
  'mp.id as post_id',
  'mp.name as post_name',
] as const;

export type DirectoryUserRow = Awaited<ReturnType<typeof pageDirectoryUsers>>['rows'][number];

/** A page of members; `tie` limits them to those tied to something (an org, post, role or group). */
export async function pageDirectoryUsers(
  db: Db,
  tenantId: string,
  list: DirectoryListSql,
  tie?: { kind: 'org' | 'post' | 'role' | 'group'; id: string },
) {
  let base = directoryUsers(db, tenantId);
  if (tie) {
    base = base.where((eb) => {
      switch (tie.kind) {
        case 'org':
          return eb.exists(
            eb
              .selectFrom('user_orgs as x')
              .select('x.user_id')
              .whereRef('x.user_id', '=', 'u.id')
              .where('x.tenant_id', '=', tenantId)
              .where('x.org_id', '=', tie.id),
          );
        case 'post':
          return eb.exists(
            eb
              .selectFrom('user_posts as x')
              .select('x.user_id')
              .whereRef('x.user_id', '=', 'u.id')
              .where('x.tenant_id', '=', tenantId)
              .where('x.post_id', '=', tie.id),
          );
        case 'role':
          return eb.exists(
            eb
              .selectFrom('user_roles as x')
              .select('x.user_id')
              .whereRef('x.user_id', '=', 'u.id')
              .where('x.tenant_id', '=', tenantId)
              .where('x.role_id', '=', tie.id),
          );
        case 'group':
          return eb.exists(
            eb
              .selectFrom('uc_group_users as x')
              .select('x.user_id')
              .whereRef('x.user_id', '=', 'u.id')
              .where('x.tenant_id', '=', tenantId)
              .where('x.group_id', '=', tie.id),
          );
      }
    });
  }
  if (list.where) base = base.where(list.where);
  const [rows, count] = await Promise.all([
    base.select(directoryUserColumns).orderBy(list.order).limit(list.limit).offset(list.offset).execute(),
    base.select((eb) => eb.fn.count<number>('u.id').as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Holders of a manager post of the org. */
export const listOrgMasters = (db: Db, tenantId: string, orgId: string) =>
  directoryUsers(db, tenantId)
    .select(directoryUserColumns)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_posts as x')
          .innerJoin('posts as p', 'p.id', 'x.post_id')
          .select('x.user_id')
          .whereRef('x.user_id', '=', 'u.id')
          .where('x.tenant_id', '=', tenantId)
          .where('p.org_id', '=', orgId)
          .where('p.is_manager', '=', 1),
      ),
    )
    .orderBy('u.fullname')
    .execute();

export const findOrg = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('orgs')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findRole = (db: Db, tenantId: string, idOrCode: string) =>
  db
    .selectFrom('roles')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('id', '=', idOrCode), eb('code', '=', idOrCode)]))
    .executeTakeFirst();

export const findGroup = (db: Db, tenantId: string, id: string) =>
  db
    .selectFrom('uc_groups')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();

async function pageOf<R>(
  rows: Promise<R[]>,
  count: Promise<{ n: number | string | bigint }>,
): Promise<{ rows: R[]; total: number }> {
  const [r, c] = await Promise.all([rows, count]);
  return { rows: r, total: Number(c.n) };
}

export function pageGroups(db: Db, tenantId: string, list: DirectoryListSql) {
  const own = db.selectFrom('uc_groups as g').where('g.tenant_id', '=', tenantId);
  const base = list.where ? own.where(list.where) : own;
  return pageOf(
    base
      .select((eb) => [
        'g.id',
        'g.name',
        'g.code',
        'g.description',
        eb
          .selectFrom('uc_group_users as gu')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('gu.group_id', '=', 'g.id')
          .as('user_count'),
      ])
      .orderBy(list.order)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function pageOrgPosts(db: Db, tenantId: string, list: DirectoryListSql) {
  const own = db
    .selectFrom('posts as p')
    .innerJoin('orgs as o', 'o.id', 'p.org_id')
    .where('p.tenant_id', '=', tenantId);
  const base = list.where ? own.where(list.where) : own;
  return pageOf(
    base
      .select(['p.id', 'p.name', 'p.code', 'p.is_manager', 'o.id as org_id', 'o.name as org_name'])
      .orderBy(list.order)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function pageRoles(db: Db, tenantId: string, list: DirectoryListSql) {
  const own = db.selectFrom('roles as r').where('r.tenant_id', '=', tenantId);
  const base = list.where ? own.where(list.where) : own;
  return pageOf(
    base
      .select(['r.id', 'r.name', 'r.code'])
      .orderBy(list.order)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  );
}

export function pageJobs(db: Db, tenantId: string, list: DirectoryListSql) {
  const own = db.selectFrom('uc_jobs as j').where('j.tenant_id', '=', tenantId);
  const base = list.where ? own.where(list.where) : own;
  return pageOf(
    base
      .select(['j.id', 'j.name', 'j.code', 'j.job_level', 'j.description'])
      .orderBy(list.order)
      .limit(list.limit)
      .offset(list.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  );
}

export async function bindOpenId(
  db: Db,
  row: { tenant_id: string; user_id: string; kind: string; open_id: string; create_time: number },
): Promise<void> {
  await db
    .insertInto('uc_open_ids')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'kind', 'open_id'])
        .doUpdateSet({ user_id: row.user_id, create_time: row.create_time }),
    )
    .execute();
}
