import type { Db } from '../../db/schema';

/**
 * Who is who, for assignee rules: the few directory lookups the workflow needs (members of roles, orgs and posts,
 * the leaders of a starter's organisation, names of users). Read-only, always within one tenant, and only people
 * who may work (status 1). Kept here, in one file, so that the rest of the module never reads the directory.
 */

export interface Person {
  id: string;
  name: string;
}

const activeMembers = (db: Db, tenantId: string) =>
  db
    .selectFrom('users')
    .innerJoin('user_tenants', (j) =>
      j.onRef('user_tenants.user_id', '=', 'users.id').on('user_tenants.tenant_id', '=', tenantId),
    )
    .where('users.status', '=', 1);

/** Members of the tenant among the ids, with their names, in the order asked; others are left out. */
export async function peopleByIds(db: Db, tenantId: string, ids: string[]): Promise<Person[]> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return [];
  const rows = await activeMembers(db, tenantId)
    .where('users.id', 'in', unique)
    .select(['users.id', 'users.fullname'])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.fullname]));
  return unique.filter((u) => byId.has(u)).map((u) => ({ id: u, name: byId.get(u) ?? '' }));
}

/** Names of users of the tenant (any status: past approvers keep their names in the trail). */
export async function namesOf(db: Db, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_tenants', (j) =>
      j.onRef('user_tenants.user_id', '=', 'users.id').on('user_tenants.tenant_id', '=', tenantId),
    )
    .where('users.id', 'in', unique)
    .select(['users.id', 'users.fullname'])
    .execute();
  return new Map(rows.map((r) => [r.id, r.fullname]));
}

export async function membersOfRoles(db: Db, tenantId: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await activeMembers(db, tenantId)
    .innerJoin('user_roles', (j) =>
      j.onRef('user_roles.user_id', '=', 'users.id').on('user_roles.tenant_id', '=', tenantId),
    )
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .where('roles.tenant_id', '=', tenantId)
    .where('roles.code', 'in', codes)
    .select('users.id')
    .orderBy('user_tenants.sort')
    .execute();
  return rows.map((r) => r.id);
}

export async function membersOfOrgs(db: Db, tenantId: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await activeMembers(db, tenantId)
    .innerJoin('user_orgs', (j) =>
      j.onRef('user_orgs.user_id', '=', 'users.id').on('user_orgs.tenant_id', '=', tenantId),
    )
    .innerJoin('orgs', 'orgs.id', 'user_orgs.org_id')
    .where('orgs.tenant_id', '=', tenantId)
    .where('orgs.code', 'in', codes)
    .select('users.id')
    .orderBy('user_tenants.sort')
    .execute();
  return rows.map((r) => r.id);
}

export async function membersOfPosts(db: Db, tenantId: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await activeMembers(db, tenantId)
    .innerJoin('user_posts', (j) =>
      j.onRef('user_posts.user_id', '=', 'users.id').on('user_posts.tenant_id', '=', tenantId),
    )
    .innerJoin('posts', 'posts.id', 'user_posts.post_id')
    .where('posts.tenant_id', '=', tenantId)
    .where('posts.code', 'in', codes)
    .select('users.id')
    .orderBy('user_tenants.sort')
    .execute();
  return rows.map((r) => r.id);
}

/** The user's main organisation in the tenant. */
export async function mainOrgOf(db: Db, tenantId: string, userId: string) {
  return db
    .selectFrom('user_orgs')
    .innerJoin('orgs', 'orgs.id', 'user_orgs.org_id')
    .where('user_orgs.tenant_id', '=', tenantId)
    .where('user_orgs.user_id', '=', userId)
    .orderBy('user_orgs.is_master', 'desc')
    .select(['orgs.id', 'orgs.code', 'orgs.name', 'orgs.parent_id'])
    .executeTakeFirst();
}

/** Holders of an org's manager post (the org's master), other than the user asking. */
async function mastersOf(db: Db, tenantId: string, orgCode: string, except: string): Promise<string[]> {
  const ids = await membersOfPosts(db, tenantId, [`${orgCode}-manager`]);
  return ids.filter((u) => u !== except);
}

/**
 * The head (master, leader) of the starter's main organisation: whoever holds its manager post other than the
 * starter; when nobody does, the nearest organisation above that has one.
 */
export async function starterOrgHead(db: Db, tenantId: string, starterId: string): Promise<string[]> {
  let org: { code: string; parent_id: string | null } | undefined = await mainOrgOf(db, tenantId, starterId);
  while (org) {
    const masters = await mastersOf(db, tenantId, org.code, starterId);
    if (masters.length > 0) return masters;
    const parentId: string | null = org.parent_id;
    org = parentId
      ? await db
          .selectFrom('orgs')
          .where('id', '=', parentId)
          .where('tenant_id', '=', tenantId)
          .select(['code', 'parent_id'])
          .executeTakeFirst()
      : undefined;
  }
  return [];
}
