import type {
  Dimension,
  DirectoryGroup,
  DirectoryJob,
  DirectoryListBody,
  DirectoryOrgPost,
  DirectoryRole,
  DirectoryUser,
  OrgNode,
  PageResult,
  PortalQueryFilter,
} from '@baton/contracts';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound } from '../../errors';
import type { AuthContext } from '../../security/auth-context';
import { listColumns, orderOf, pageOf, whereOf, type ListColumns } from '../portal/list-query';
import { assertNotGuest } from './policy';
import * as repo from './repository';

/** The address book and the pickers' directory calls (community.md §7 "Directory and user service"). */

const optional = <T>(v: T | null | undefined) => (v === null || v === undefined || v === '' ? undefined : v);

function listSql(
  columns: ListColumns,
  body: Pick<DirectoryListBody, 'pageBean' | 'querys' | 'sorter'>,
  defaults: { property: string; direction: string }[],
  tieBreak: string,
  querys: readonly PortalQueryFilter[] | undefined = body.querys,
) {
  const { page, pageSize, offset } = pageOf(body);
  return {
    page,
    pageSize,
    sql: {
      where: whereOf(columns, querys),
      order: orderOf(columns, body.sorter, defaults, tieBreak),
      limit: pageSize,
      offset,
    },
  };
}

export async function listDimensions(db: Db, auth: AuthContext, filter?: { code?: string; name?: string }) {
  assertNotGuest(auth);
  const dims = await repo.listDimensions(db, auth.tenantId);
  return dims
    .filter((d) => !filter?.code || d.code === filter.code)
    .filter((d) => !filter?.name || d.name.includes(filter.name))
    .map((d): Dimension => ({
      id: d.id,
      demName: d.name,
      name: d.name,
      code: d.code,
      isDefault: d.is_default,
    }));
}

type OrgRow = Awaited<ReturnType<typeof repo.listOrgChildren>>[number];
const toOrgNode = (o: OrgRow): OrgNode => ({
  id: o.id,
  name: o.name,
  code: o.code,
  parentId: optional(o.parent_id),
  demId: o.dem_id,
  isParent: Number(o.child_count ?? 0) > 0,
  userCount: Number(o.user_count ?? 0),
  sort: o.sort,
});

const DIMENSION_NOT_FOUND = '维度不存在';
const ORG_NOT_FOUND = '组织不存在';

/** The organisations directly under `parentId` in a dimension (its top level when left out, empty or '0'). */
export async function orgsByParentAndDem(
  db: Db,
  auth: AuthContext,
  demId: string,
  parentId?: string,
): Promise<OrgNode[]> {
  assertNotGuest(auth);
  if (!(await repo.findDimension(db, auth.tenantId, demId))) throw new NotFound(DIMENSION_NOT_FOUND);
  const parent = parentId && parentId !== '0' ? parentId : undefined;
  return (await repo.listOrgChildren(db, auth.tenantId, demId, parent)).map(toOrgNode);
}

const ORG_COLUMNS = listColumns({
  name: { ref: 'o.name', text: true },
  code: { ref: 'o.code' },
  demId: { ref: 'o.dem_id' },
  parentId: { ref: 'o.parent_id' },
  sort: { ref: 'o.sort' },
});

export async function orgPage(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody,
): Promise<PageResult<OrgNode>> {
  assertNotGuest(auth);
  const { page, pageSize, sql } = listSql(
    ORG_COLUMNS,
    body,
    [{ property: 'sort', direction: 'ASC' }],
    'o.id',
  );
  const { rows, total } = await repo.pageOrgs(db, auth.tenantId, sql);
  return { rows: rows.map(toOrgNode), total, page, pageSize };
}

const toDirectoryUser = (u: repo.DirectoryUserRow): DirectoryUser => ({
  id: u.id,
  account: u.account,
  fullname: u.fullname,
  sex: optional(u.sex),
  status: u.status,
  mobile: optional(u.mobile),
  email: optional(u.email),
  photo: optional(u.photo),
  orgId: optional(u.org_id),
  orgName: optional(u.org_name),
  postId: optional(u.post_id),
  postName: optional(u.post_name),
});

const USER_COLUMNS = listColumns({
  fullname: { ref: 'u.fullname', text: true },
  account: { ref: 'u.account', text: true },
  mobile: { ref: 'u.mobile', text: true },
  email: { ref: 'u.email', text: true },
  status: { ref: 'u.status' },
  sex: { ref: 'u.sex' },
  orgName: { ref: 'mo.name', text: true },
  postName: { ref: 'mp.name', text: true },
});
const USER_ORDER = [{ property: 'account', direction: 'ASC' }];

const keyOf = (property: string) => property.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * People with their main organisation and post. A condition on `orgId` lists the people of that organisation
 * (main or not); one on `fullname` searches by name. Without a condition on `status` only people in service
 * (status 1) are listed.
 */
export async function queryUserWithMainOrgPost(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody,
): Promise<PageResult<DirectoryUser>> {
  assertNotGuest(auth);
  const querys = body.querys ?? [];
  const orgFilter = querys.find((q) => keyOf(q.property) === 'orgid' && q.value);
  const rest = querys.filter((q) => keyOf(q.property) !== 'orgid');
  const withStatus = rest.some((q) => keyOf(q.property) === 'status')
    ? rest
    : [...rest, { property: 'status', value: 1, operation: 'EQUAL', group: '__status' }];
  const { page, pageSize, sql } = listSql(USER_COLUMNS, body, USER_ORDER, 'u.id', withStatus);
  const { rows, total } = await repo.pageDirectoryUsers(
    db,
    auth.tenantId,
    sql,
    orgFilter ? { kind: 'org', id: String(orgFilter.value) } : undefined,
  );
  return { rows: rows.map(toDirectoryUser), total, page, pageSize };
}

const TYPES = ['org', 'post', 'role', 'group', 'job'] as const;

/** People tied to an organisation, post, role (id or code) or group; jobs are not held by anyone yet. */
export async function queryUsersByType(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody & { type: string; value: string },
): Promise<PageResult<DirectoryUser>> {
  assertNotGuest(auth);
  const type = body.type.toLowerCase() as (typeof TYPES)[number];
  if (!TYPES.includes(type)) throw new BadInput(`不支持的类型：${body.type}`);
  const { page, pageSize, sql } = listSql(USER_COLUMNS, body, USER_ORDER, 'u.id');
  if (type === 'job') return { rows: [], total: 0, page, pageSize };
  let id = body.value;
  if (type === 'role') {
    const role = await repo.findRole(db, auth.tenantId, body.value);
    if (!role) return { rows: [], total: 0, page, pageSize };
    id = role.id;
  }
  const { rows, total } = await repo.pageDirectoryUsers(db, auth.tenantId, sql, { kind: type, id });
  return { rows: rows.map(toDirectoryUser), total, page, pageSize };
}

/** The heads of an organisation (holders of its manager posts); the caller's main organisation by default. */
export async function orgMasters(db: Db, auth: AuthContext, orgId?: string): Promise<DirectoryUser[]> {
  assertNotGuest(auth);
  let id = orgId;
  if (!id) {
    const [main] = await repo.listOrgsOfUsers(db, auth.tenantId, [auth.userId]);
    if (!main) return [];
    id = main.id;
  } else if (!(await repo.findOrg(db, auth.tenantId, id))) {
    throw new NotFound(ORG_NOT_FOUND);
  }
  return (await repo.listOrgMasters(db, auth.tenantId, id)).map(toDirectoryUser);
}

const GROUP_COLUMNS = listColumns({
  name: { ref: 'g.name', text: true },
  code: { ref: 'g.code' },
  sort: { ref: 'g.sort' },
});
const GROUP_NOT_FOUND = '群组不存在';

export async function queryGroups(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody,
): Promise<PageResult<DirectoryGroup>> {
  assertNotGuest(auth);
  const { page, pageSize, sql } = listSql(
    GROUP_COLUMNS,
    body,
    [{ property: 'sort', direction: 'ASC' }],
    'g.id',
  );
  const { rows, total } = await repo.pageGroups(db, auth.tenantId, sql);
  return {
    rows: rows.map((g) => ({
      id: g.id,
      name: g.name,
      code: g.code,
      description: optional(g.description),
      userCount: Number(g.user_count ?? 0),
    })),
    total,
    page,
    pageSize,
  };
}

export async function usersOfGroup(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody & { groupId: string },
): Promise<PageResult<DirectoryUser>> {
  assertNotGuest(auth);
  if (!(await repo.findGroup(db, auth.tenantId, body.groupId))) throw new NotFound(GROUP_NOT_FOUND);
  const { page, pageSize, sql } = listSql(USER_COLUMNS, body, USER_ORDER, 'u.id');
  const { rows, total } = await repo.pageDirectoryUsers(db, auth.tenantId, sql, {
    kind: 'group',
    id: body.groupId,
  });
  return { rows: rows.map(toDirectoryUser), total, page, pageSize };
}

const POST_COLUMNS = listColumns({
  name: { ref: 'p.name', text: true },
  code: { ref: 'p.code' },
  orgId: { ref: 'o.id' },
  orgName: { ref: 'o.name', text: true },
});

export async function orgPostPage(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody,
): Promise<PageResult<DirectoryOrgPost>> {
  assertNotGuest(auth);
  const { page, pageSize, sql } = listSql(
    POST_COLUMNS,
    body,
    [{ property: 'code', direction: 'ASC' }],
    'p.id',
  );
  const { rows, total } = await repo.pageOrgPosts(db, auth.tenantId, sql);
  return {
    rows: rows.map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      orgId: p.org_id,
      orgName: p.org_name,
      isManager: p.is_manager,
    })),
    total,
    page,
    pageSize,
  };
}

const ROLE_COLUMNS = listColumns({ name: { ref: 'r.name', text: true }, code: { ref: 'r.code' } });

export async function rolePage(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody,
): Promise<PageResult<DirectoryRole>> {
  assertNotGuest(auth);
  const { page, pageSize, sql } = listSql(
    ROLE_COLUMNS,
    body,
    [{ property: 'code', direction: 'ASC' }],
    'r.id',
  );
  const { rows, total } = await repo.pageRoles(db, auth.tenantId, sql);
  return { rows, total, page, pageSize };
}

const JOB_COLUMNS = listColumns({
  name: { ref: 'j.name', text: true },
  code: { ref: 'j.code' },
  jobLevel: { ref: 'j.job_level' },
});

export async function jobPage(
  db: Db,
  auth: AuthContext,
  body: DirectoryListBody,
): Promise<PageResult<DirectoryJob>> {
  assertNotGuest(auth);
  const { page, pageSize, sql } = listSql(
    JOB_COLUMNS,
    body,
    [{ property: 'jobLevel', direction: 'ASC' }],
    'j.id',
  );
  const { rows, total } = await repo.pageJobs(db, auth.tenantId, sql);
  return {
    rows: rows.map((j) => ({
      id: j.id,
      name: j.name,
      code: j.code,
      jobLevel: optional(j.job_level),
      description: optional(j.description),
    })),
    total,
    page,
    pageSize,
  };
}

const OWN_ACCOUNT_ONLY = '只能绑定自己的账号';

/** Binds a messaging app's open id (`openid`, or `mpOpenid` of the mini program) to the caller's account. */
export async function bindOpenId(
  db: Db,
  auth: AuthContext,
  kind: 'openid' | 'mpOpenid',
  account: string,
  openId: string,
): Promise<void> {
  assertNotGuest(auth);
  if (account !== auth.account) throw new Forbidden(OWN_ACCOUNT_ONLY);
  await repo.bindOpenId(db, {
    tenant_id: auth.tenantId,
    user_id: auth.userId,
    kind,
    open_id: openId,
    create_time: Date.now(),
  });
}
