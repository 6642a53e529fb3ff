import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds (bigint columns) on both engines. */
export interface TenantTable {
  id: string;
  code: string;
  name: string;
  org_switch_type: string;
  status: string;
  /** The group's first tenant; tokens carry it as rootTenantId. */
  root_id: string;
  sort: number;
  created_at: number;
}

export interface UserTable {
  id: string;
  /** Home tenant: accounts are unique within it. */
  tenant_id: string;
  account: string;
  fullname: string;
  sex: string | null;
  status: number;
  mobile: string | null;
  email: string | null;
  address: string | null;
  photo: string | null;
  password_hash: string;
  /** Epoch seconds: tokens of the user issued (`iat`) before it are refused. */
  tokens_valid_after: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Membership: a user is seen, and may log in, only in the tenants listed here. */
export interface UserTenantTable {
  tenant_id: string;
  user_id: string;
  sort: number;
}

export interface DimensionTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  is_default: number;
}

export interface OrgTable {
  id: string;
  tenant_id: string;
  dem_id: string;
  parent_id: string | null;
  name: string;
  code: string;
  /** Ids from the root down, each followed by '.', for subtree queries. */
  path: string;
  sort: number;
}

export interface UserOrgTable {
  tenant_id: string;
  user_id: string;
  org_id: string;
  is_master: number;
}

export interface PostTable {
  id: string;
  tenant_id: string;
  org_id: string;
  name: string;
  code: string;
  /** 1: the holder is a master (head) of the post's organisation (getOrgMaster). */
  is_manager: Generated<number>;
}

export interface UserPostTable {
  tenant_id: string;
  user_id: string;
  post_id: string;
  is_master: number;
}

export interface RoleTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
}

export interface UserRoleTable {
  tenant_id: string;
  user_id: string;
  role_id: string;
}

/** A method or menu alias granted to a role. */
export interface RoleRightTable {
  tenant_id: string;
  role_id: string;
  kind: 'method' | 'menu';
  alias: string;
}

/** A group of people across organisations (the address book's groups). */
export interface GroupTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
  description: string | null;
  sort: number;
}

export interface GroupUserTable {
  tenant_id: string;
  group_id: string;
  user_id: string;
}

/** A job (position title) of the tenant, for the pickers. */
export interface JobTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
  job_level: string | null;
  description: string | null;
}

/** An open id of a messaging app (`kind` openid or mpOpenid) bound to a user of a tenant. */
export interface OpenIdTable {
  tenant_id: string;
  user_id: string;
  kind: string;
  open_id: string;
  create_time: number;
}

export interface UcTables {
  tenants: TenantTable;
  users: UserTable;
  user_tenants: UserTenantTable;
  dimensions: DimensionTable;
  orgs: OrgTable;
  user_orgs: UserOrgTable;
  posts: PostTable;
  user_posts: UserPostTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  role_rights: RoleRightTable;
  uc_groups: GroupTable;
  uc_group_users: GroupUserTable;
  uc_jobs: JobTable;
  uc_open_ids: OpenIdTable;
}
