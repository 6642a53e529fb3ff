import { Type, type Static } from 'typebox';
import { Envelope } from './envelope';

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
