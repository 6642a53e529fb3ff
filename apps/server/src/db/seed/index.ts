import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db, DB } from '../schema';
import { ALL_MENU_ALIASES, METHODS } from '../../modules/uc/rights';
import { hashPassword } from '../../security/passwords';
import type { SeedContext } from './context';
import { seedBpm } from './bpm';
import { seedForms } from './forms';
import { DEMO_STAFF, UNUSUAL_STATUS } from './people';
import { seedPortal } from './portal';

export const DEMO_PASSWORD = 'Baton@2026';

/** The tables this platform seed fills; the modules' seeds fill their own. */
type PlatformTable =
  | 'tenants'
  | 'users'
  | 'user_tenants'
  | 'dimensions'
  | 'orgs'
  | 'user_orgs'
  | 'posts'
  | 'user_posts'
  | 'roles'
  | 'user_roles'
  | 'role_rights'
  | 'revoked_sessions'
  | 'login_failures';
type Rows = { [T in PlatformTable]: Insertable<DB[T]>[] };

const STAFF_MENUS = ALL_MENU_ALIASES;
const ALL_METHODS = [...METHODS];
const ROLE_RIGHTS: Record<string, { methods: string[]; menus: string[] }> = {
  admin: { methods: ALL_METHODS, menus: STAFF_MENUS },
  manager: {
    methods: ['uc:user:query', 'bpm:instance:start', 'bpm:task:approve', 'bpm:instance:end'],
    menus: STAFF_MENUS,
  },
  staff: { methods: ['uc:user:query', 'bpm:instance:start'], menus: STAFF_MENUS },
  finance: {
    methods: ['uc:user:query', 'bpm:instance:start', 'bpm:task:approve', 'community:bill:manage'],
    menus: STAFF_MENUS,
  },
};
const ROLE_NAMES: Record<string, string> = {
  admin: '系统管理员',
  manager: '部门经理',
  staff: '普通员工',
  finance: '财务审核',
};

interface OrgSpec {
  code: string;
  name: string;
  parent?: string;
  /** Name of the staff post; every org also has a manager post. */
  staffPost: string;
}

interface PersonSpec {
  account: string;
  fullname: string;
  sex: '男' | '女';
  org: string;
  manager?: boolean;
  roles: string[];
  status?: number;
  address?: string;
}

/** Builds rows for one tenant: its dimension, org tree, posts, roles and the people's links to them. */
class TenantBuilder {
  readonly orgIds = new Map<string, string>();
  readonly postIds = new Map<string, string>();
  readonly roleIds = new Map<string, string>();
  readonly demId = randomUUID();

  constructor(
    private readonly rows: Rows,
    readonly tenantId: string,
    orgs: OrgSpec[],
  ) {
    rows.dimensions.push({
      id: this.demId,
      tenant_id: tenantId,
      code: 'org',
      name: '行政维度',
      is_default: 1,
    });
    orgs.forEach((o, sort) => {
      const id = randomUUID();
      this.orgIds.set(o.code, id);
      const parentId = o.parent ? this.orgIds.get(o.parent) : undefined;
      const parentPath = parentId ? (rows.orgs.find((r) => r.id === parentId)?.path ?? '') : '';
      rows.orgs.push({
        id,
        tenant_id: tenantId,
        dem_id: this.demId,
        parent_id: parentId ?? null,
        name: o.name,
        code: o.code,
        path: `${parentPath}${id}.`,
        sort,
      });
      for (const [suffix, name] of [
        ['manager', `${o.name}经理`],
        ['staff', o.staffPost],
      ] as const) {
        const postId = randomUUID();
        this.postIds.set(`${o.code}-${suffix}`, postId);
        rows.posts.push({ id: postId, tenant_id: tenantId, org_id: id, name, code: `${o.code}-${suffix}` });
      }
    });
    for (const [code, { methods, menus }] of Object.entries(ROLE_RIGHTS)) {
      const roleId = randomUUID();
      this.roleIds.set(code, roleId);
      rows.roles.push({ id: roleId, tenant_id: tenantId, name: ROLE_NAMES[code] ?? code, code });
      for (const alias of methods)
        rows.role_rights.push({ tenant_id: tenantId, role_id: roleId, kind: 'method', alias });
      for (const alias of menus)
        rows.role_rights.push({ tenant_id: tenantId, role_id: roleId, kind: 'menu', alias });
    }
  }

  /** Makes the user a member placed in an org, on its manager or staff post, with roles. */
  place(userId: string, person: Pick<PersonSpec, 'org' | 'manager' | 'roles'>, sort: number): void {
    const orgId = this.orgIds.get(person.org);
    const postId = this.postIds.get(`${person.org}-${person.manager ? 'manager' : 'staff'}`);
    if (!orgId || !postId) throw new Error(`demo seed: unknown org ${person.org}`);
    this.rows.user_tenants.push({ tenant_id: this.tenantId, user_id: userId, sort });
    this.rows.user_orgs.push({ tenant_id: this.tenantId, user_id: userId, org_id: orgId, is_master: 1 });
    this.rows.user_posts.push({ tenant_id: this.tenantId, user_id: userId, post_id: postId, is_master: 1 });
    for (const role of person.roles) {
      const roleId = this.roleIds.get(role);
      if (roleId) this.rows.user_roles.push({ tenant_id: this.tenantId, user_id: userId, role_id: roleId });
    }
  }

  /** A second post (not the main one) in another org. */
  addPost(userId: string, org: string, manager: boolean): void {
    const orgId = this.orgIds.get(org);
    const postId = this.postIds.get(`${org}-${manager ? 'manager' : 'staff'}`);
    if (!orgId || !postId) throw new Error(`demo seed: unknown org ${org}`);
    this.rows.user_orgs.push({ tenant_id: this.tenantId, user_id: userId, org_id: orgId, is_master: 0 });
    this.rows.user_posts.push({ tenant_id: this.tenantId, user_id: userId, post_id: postId, is_master: 0 });
  }
}

const DEMO_ORGS: OrgSpec[] = [
  { code: 'baton', name: '百特科技', staffPost: '职员' },
  { code: 'zjb', name: '总经办', parent: 'baton', staffPost: '总经理助理' },
  { code: 'yfb', name: '研发部', parent: 'baton', staffPost: '研发工程师' },
  { code: 'yfb-qd', name: '前端组', parent: 'yfb', staffPost: '前端工程师' },
  { code: 'yfb-hd', name: '后端组', parent: 'yfb', staffPost: '后端工程师' },
  { code: 'cpb', name: '产品部', parent: 'baton', staffPost: '产品专员' },
  { code: 'scb', name: '市场部', parent: 'baton', staffPost: '市场专员' },
  { code: 'cwb', name: '财务部', parent: 'baton', staffPost: '会计' },
  { code: 'rlzyb', name: '人力资源部', parent: 'baton', staffPost: '人事专员' },
  { code: 'xzb', name: '行政部', parent: 'baton', staffPost: '行政专员' },
];

const EAST_ORGS: OrgSpec[] = [
  { code: 'east', name: '百特东区物业', staffPost: '职员' },
  { code: 'east-kf', name: '客服中心', parent: 'east', staffPost: '客服专员' },
  { code: 'east-gc', name: '工程维修部', parent: 'east', staffPost: '维修工程师' },
  { code: 'east-ab', name: '安保部', parent: 'east', staffPost: '安保专员' },
];

const ACME_ORGS: OrgSpec[] = [
  { code: 'acme', name: '艾克美集团', staffPost: '职员' },
  { code: 'acme-zb', name: '集团总部', parent: 'acme', staffPost: '总部专员' },
  { code: 'acme-xs', name: '销售部', parent: 'acme', staffPost: '销售代表' },
  { code: 'acme-js', name: '技术部', parent: 'acme', staffPost: '技术工程师' },
];

const NAMED: PersonSpec[] = [
  {
    account: 'admin',
    fullname: '系统管理员',
    sex: '男',
    org: 'zjb',
    manager: true,
    roles: ['admin', 'manager'],
    address: '深圳市南山区科技园科发路8号',
  },
  {
    account: 'zhangsan',
    fullname: '张三',
    sex: '男',
    org: 'yfb',
    roles: ['staff'],
    address: '深圳市南山区粤海街道高新南一道6号',
  },
  {
    account: 'lisi',
    fullname: '李四',
    sex: '男',
    org: 'yfb',
    manager: true,
    roles: ['manager', 'staff'],
    address: '深圳市福田区福华三路88号',
  },
  {
    account: 'wangwu',
    fullname: '王五',
    sex: '男',
    org: 'cwb',
    manager: true,
    roles: ['finance', 'manager'],
  },
  {
    account: 'zhaoliu',
    fullname: '赵六',
    sex: '女',
    org: 'rlzyb',
    roles: ['staff'],
    address: '深圳市宝安区新安街道宝城38区',
  },
];

const ACME_PEOPLE: PersonSpec[] = [
  {
    account: 'acme',
    fullname: '艾克美管理员',
    sex: '男',
    org: 'acme-zb',
    manager: true,
    roles: ['admin', 'manager'],
    address: '上海市浦东新区世纪大道100号',
  },
  { account: 'sunli', fullname: '孙丽', sex: '女', org: 'acme-xs', manager: true, roles: ['manager'] },
  { account: 'zhoujie', fullname: '周杰', sex: '男', org: 'acme-xs', roles: ['staff'] },
  { account: 'qianhao', fullname: '钱浩', sex: '男', org: 'acme-js', roles: ['staff'] },
  { account: 'wuyue', fullname: '吴悦', sex: '女', org: 'acme-js', roles: ['staff'] },
];

const mobileOf = (n: number) => `13${8 - (n % 3)}${String(10_000_000 + n * 7_919_311).slice(-8)}`;

/**
 * Loads the demo organisation: tenants demo and demo-east (one group) and acme, with ~50 users in demo.
 * Does nothing when any tenant exists, so it runs safely on every start.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows: Rows = {
    tenants: [],
    users: [],
    user_tenants: [],
    dimensions: [],
    orgs: [],
    user_orgs: [],
    posts: [],
    user_posts: [],
    roles: [],
    user_roles: [],
    role_rights: [],
    revoked_sessions: [],
    login_failures: [],
  };

  const demoId = randomUUID();
  const eastId = randomUUID();
  const acmeId = randomUUID();
  rows.tenants.push(
    {
      id: demoId,
      code: 'demo',
      name: '百特科技',
      org_switch_type: 'tenant',
      status: 'enable',
      root_id: demoId,
      sort: 1,
      created_at: now,
    },
    {
      id: eastId,
      code: 'demo-east',
      name: '百特东区物业',
      org_switch_type: 'tenant',
      status: 'enable',
      root_id: demoId,
      sort: 2,
      created_at: now,
    },
    {
      id: acmeId,
      code: 'acme',
      name: '艾克美集团',
      org_switch_type: 'org',
      status: 'enable',
      root_id: acmeId,
      sort: 3,
      created_at: now,
    },
  );
  const demo = new TenantBuilder(rows, demoId, DEMO_ORGS);
  const east = new TenantBuilder(rows, eastId, EAST_ORGS);
  const acme = new TenantBuilder(rows, acmeId, ACME_ORGS);

  const userIds = new Map<string, string>();
  const addUser = (tenantId: string, p: PersonSpec, n: number, domain: string) => {
    const id = randomUUID();
    userIds.set(`${tenantId}:${p.account}`, id);
    rows.users.push({
      id,
      tenant_id: tenantId,
      account: p.account,
      fullname: p.fullname,
      sex: p.sex,
      status: p.status ?? 1,
      mobile: mobileOf(n),
      email: n % 7 === 3 ? null : `${p.account}@${domain}`,
      address: p.address ?? null,
      photo: null,
      password_hash: passwordHash,
      created_at: now + n,
      updated_at: now + n,
    });
    return id;
  };

  const demoPeople: PersonSpec[] = [
    ...NAMED,
    ...DEMO_STAFF.map(([fullname, account, sex, org]) => ({
      account,
      fullname,
      sex,
      org,
      roles: org === 'cwb' ? ['finance', 'staff'] : ['staff'],
      status: UNUSUAL_STATUS[account],
    })),
  ];
  demoPeople.forEach((p, n) => demo.place(addUser(demoId, p, n, 'baton-tech.cn'), p, n));
  const demoUser = (account: string) => userIds.get(`${demoId}:${account}`) ?? '';
  demo.addPost(demoUser('zhangsan'), 'yfb-hd', false);

  // The group's second tenant: the admin and zhangsan (plus two colleagues) work there too.
  east.place(demoUser('admin'), { org: 'east', manager: true, roles: ['admin', 'manager'] }, 0);
  east.place(demoUser('zhangsan'), { org: 'east-kf', roles: ['staff'] }, 1);
  east.place(demoUser('chenjing'), { org: 'east-kf', manager: true, roles: ['manager'] }, 2);
  east.place(demoUser('liuyang'), { org: 'east-gc', roles: ['staff'] }, 3);

  ACME_PEOPLE.forEach((p, n) => acme.place(addUser(acmeId, p, 100 + n, 'acme-group.cn'), p, n));

  await db.transaction().execute(async (trx) => {
    for (const table of Object.keys(rows) as PlatformTable[]) {
      const values = rows[table];
      for (let i = 0; i < values.length; i += 500) {
        await trx
          .insertInto(table)
          .values(values.slice(i, i + 500) as never)
          .execute();
      }
    }
  });

  const builders = new Map<string, TenantBuilder>([
    [demoId, demo],
    [eastId, east],
    [acmeId, acme],
  ]);
  const lookup = (kind: string, map: Map<string, string> | undefined, key: string) => {
    const id = map?.get(key);
    if (!id) throw new Error(`demo seed: unknown ${kind} ${key}`);
    return id;
  };
  const ctx: SeedContext = {
    db,
    now,
    tenants: { demo: demoId, east: eastId, acme: acmeId },
    // A member of the tenant with that account (people of the group's first tenant also work in the second).
    userId: (tenantId, account) => {
      const member = rows.users.find(
        (u) =>
          u.account === account &&
          rows.user_tenants.some((link) => link.tenant_id === tenantId && link.user_id === u.id),
      );
      if (!member?.id) throw new Error(`demo seed: unknown user ${account}`);
      return member.id;
    },
    orgId: (tenantId, code) => lookup('org', builders.get(tenantId)?.orgIds, code),
    roleId: (tenantId, code) => lookup('role', builders.get(tenantId)?.roleIds, code),
    postId: (tenantId, code) => lookup('post', builders.get(tenantId)?.postIds, code),
  };
  // Forms first (processes name their form keys), then the portal, then processes and their instances.
  await seedForms(ctx);
  await seedPortal(ctx);
  await seedBpm(ctx);
  return true;
}
