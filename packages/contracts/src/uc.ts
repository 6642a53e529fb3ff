import { Type, type Static } from 'typebox';
import { Envelope, Page } from './envelope';
import { PortalPageBean, PortalQueryFilter, PortalSorter } from './portal';

export const Tenant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  /** 'tenant' switches between tenants; anything else switches between organisations. */
  orgSwitchType: Type.String(),
  status: Type.Optional(Type.String()),
});
export type Tenant = Static<typeof Tenant>;

export const Org = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  parentId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  demId: Type.Optional(Type.String()),
  /** '1' marks the user's main organisation (in lists of a user's organisations). */
  isMaster: Type.Optional(Type.String()),
});
export type Org = Static<typeof Org>;

export const User = Type.Object({
  id: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  /** '男' or '女'; absent when unknown. */
  sex: Type.Optional(Type.String()),
  /** 1 normal, 0 disabled, -1 inactive, otherwise resigned. */
  status: Type.Integer(),
  mobile: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  /** File id or URL of the avatar. */
  photo: Type.Optional(Type.String()),
  tenantId: Type.Optional(Type.String()),
});
export type User = Static<typeof User>;

export const PostEntry = Type.Object({
  postId: Type.String(),
  postName: Type.String(),
  postCode: Type.String(),
  orgId: Type.String(),
  orgName: Type.String(),
  orgCode: Type.String(),
  /** '1' marks the main post. */
  isMaster: Type.String(),
});
export type PostEntry = Static<typeof PostEntry>;

/** Answer of getDetailByAccountOrId (workflow.md §3 "Current user detail"). */
export const UserDetail = Type.Object({
  user: User,
  account: Type.String(),
  org: Type.Array(Org),
  post: Type.Record(Type.String(), PostEntry),
  /** Role names joined by '|'. */
  role: Type.Object({ roleName: Type.String() }),
});
export type UserDetail = Static<typeof UserDetail>;

const menuFields = {
  id: Type.String(),
  alias: Type.String(),
  menuUrl: Type.String(),
  name: Type.String(),
  code: Type.String(),
};
/** Menu entry (workflow.md §3 "Menu"): two levels, groups and their entries. */
export const Menu = Type.Object({
  ...menuFields,
  children: Type.Array(Type.Object({ ...menuFields, children: Type.Array(Type.Never()) })),
});
export type Menu = Static<typeof Menu>;

/** The identities a user holds, used to decide who may see what. */
export const RightIdentities = Type.Object({
  user: Type.Array(Type.String()),
  org: Type.Array(Type.String()),
  post: Type.Array(Type.String()),
  /** Role codes. */
  role: Type.Array(Type.String()),
});
export type RightIdentities = Static<typeof RightIdentities>;

/** Answer of getUserRightMap: method permissions, menus and identities of the current user. */
export const UserRightMap = Type.Object({
  /** Every method alias that is subject to permission. */
  allMethod: Type.Array(Type.String()),
  /** The method aliases the current user holds. */
  curUserMethod: Type.Array(Type.String()),
  menus: Type.Array(Menu),
  rightMap: RightIdentities,
});
export type UserRightMap = Static<typeof UserRightMap>;

export const TenantParams = Type.Object({ tenantId: Type.String({ minLength: 1, maxLength: 64 }) });
export const TenantByCodeQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
export const TenantTokenQuery = Type.Object({ newTenantId: Type.String({ minLength: 1, maxLength: 64 }) });

export const GetByAccountBody = Type.Object(
  { account: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type GetByAccountBody = Static<typeof GetByAccountBody>;

/** `account` takes an account or a user id; the current user when left out. */
export const UserDetailQuery = Type.Object({ account: Type.Optional(Type.String({ maxLength: 64 })) });
export type UserDetailQuery = Static<typeof UserDetailQuery>;

export const ChangePasswordBody = Type.Object(
  {
    /** RSA-OAEP (SHA-256) ciphertext, base64. */
    oldPwd: Type.String({ minLength: 1, maxLength: 2048 }),
    /** RSA-OAEP (SHA-256) ciphertext, base64. */
    newPwd: Type.String({ minLength: 1, maxLength: 2048 }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const OrgListQuery = Type.Object({ userId: Type.Optional(Type.String({ maxLength: 64 })) });
/** `ids`: user ids separated by commas. */
export const UserIdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 4000 }) });

export const TenantEnvelope = Envelope(Tenant);
export const TenantListEnvelope = Envelope(Type.Array(Tenant));
export const TokenEnvelope = Envelope(Type.String());
export const UserEnvelope = Envelope(User);
export const UserDetailEnvelope = Envelope(UserDetail);
export const OrgListEnvelope = Envelope(Type.Array(Org));
export const UserRightMapEnvelope = Envelope(UserRightMap);
/** Identities keyed by user id. */
export const UserRightMapByIdsEnvelope = Envelope(Type.Record(Type.String(), RightIdentities));

// ---------------------------------------------------------------------------------------------------------------
// Directory (address book and pickers, community.md §7 "Directory and user service")

export const Dimension = Type.Object({
  id: Type.String(),
  /** The dimension's name (also as `name`). */
  demName: Type.String(),
  name: Type.String(),
  code: Type.String(),
  /** 1 for the default dimension. */
  isDefault: Type.Integer(),
});
export type Dimension = Static<typeof Dimension>;

/** An organisation in the tree: `isParent` tells whether it has children; `userCount` its direct members. */
export const OrgNode = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  parentId: Type.Optional(Type.String()),
  demId: Type.String(),
  isParent: Type.Boolean(),
  userCount: Type.Integer(),
  sort: Type.Integer(),
});
export type OrgNode = Static<typeof OrgNode>;

/** A person with the main organisation and post (absent when the person has none). */
export const DirectoryUser = Type.Object({
  id: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  sex: Type.Optional(Type.String()),
  status: Type.Integer(),
  mobile: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  photo: Type.Optional(Type.String()),
  orgId: Type.Optional(Type.String()),
  orgName: Type.Optional(Type.String()),
  postId: Type.Optional(Type.String()),
  postName: Type.Optional(Type.String()),
});
export type DirectoryUser = Static<typeof DirectoryUser>;

export const DirectoryGroup = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  description: Type.Optional(Type.String()),
  userCount: Type.Integer(),
});
export type DirectoryGroup = Static<typeof DirectoryGroup>;

export const DirectoryOrgPost = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  orgId: Type.String(),
  orgName: Type.String(),
  /** 1: holders head the organisation. */
  isManager: Type.Integer(),
});
export type DirectoryOrgPost = Static<typeof DirectoryOrgPost>;

export const DirectoryRole = Type.Object({ id: Type.String(), name: Type.String(), code: Type.String() });
export type DirectoryRole = Static<typeof DirectoryRole>;

export const DirectoryJob = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  jobLevel: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
});
export type DirectoryJob = Static<typeof DirectoryJob>;

const listShape = {
  pageBean: Type.Optional(PortalPageBean),
  querys: Type.Optional(Type.Array(PortalQueryFilter, { maxItems: 20 })),
  sorter: Type.Optional(Type.Array(PortalSorter, { maxItems: 5 })),
};
/** `{ pageBean, querys, sorter }`, as every list call of the portal takes it. */
export const DirectoryListBody = Type.Object(listShape, { additionalProperties: false });
export type DirectoryListBody = Static<typeof DirectoryListBody>;

export const DemListBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 64 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
/** Children of `parentId` in the dimension; its top level when `parentId` is left out, empty or '0'. */
export const OrgByParentBody = Type.Object(
  {
    demId: Type.String({ minLength: 1, maxLength: 64 }),
    parentId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
/** People by how they are tied to `value`: type org, post, role, job (not stored yet: empty) or group. */
export const UsersByTypeBody = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 16 }),
    value: Type.String({ minLength: 1, maxLength: 64 }),
    ...listShape,
  },
  { additionalProperties: false },
);
export type UsersByTypeBody = Static<typeof UsersByTypeBody>;
export const GroupUsersBody = Type.Object(
  { groupId: Type.String({ minLength: 1, maxLength: 64 }), ...listShape },
  { additionalProperties: false },
);
export type GroupUsersBody = Static<typeof GroupUsersBody>;
/** `orgId` left out: the caller's main organisation. */
export const OrgMasterQuery = Type.Object({ orgId: Type.Optional(Type.String({ maxLength: 64 })) });
/** `account` must be the caller's own account; the open id of the messaging app. */
export const BindOpenIdQuery = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  openid: Type.String({ minLength: 1, maxLength: 200 }),
});
export const BindMpOpenIdQuery = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 64 }),
  mpOpenid: Type.String({ minLength: 1, maxLength: 200 }),
});

export const DimensionListEnvelope = Envelope(Type.Array(Dimension));
export const OrgNodeListEnvelope = Envelope(Type.Array(OrgNode));
export const OrgNodePageEnvelope = Envelope(Page(OrgNode));
export const DirectoryUserPageEnvelope = Envelope(Page(DirectoryUser));
export const DirectoryUserListEnvelope = Envelope(Type.Array(DirectoryUser));
export const DirectoryGroupPageEnvelope = Envelope(Page(DirectoryGroup));
export const DirectoryOrgPostPageEnvelope = Envelope(Page(DirectoryOrgPost));
export const DirectoryRolePageEnvelope = Envelope(Page(DirectoryRole));
export const DirectoryJobPageEnvelope = Envelope(Page(DirectoryJob));
