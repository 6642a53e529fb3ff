import { Type, type Static } from 'typebox';

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
  isMaster: Type.Optional(Type.String()),
});
export type Org = Static<typeof Org>;

export const User = Type.Object({
  id: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  sex: Type.Optional(Type.String()),
  /** 1 normal, 0 disabled, -1 inactive, otherwise resigned. */
  status: Type.Integer(),
  mobile: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
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
