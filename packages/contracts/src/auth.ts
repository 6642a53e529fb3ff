import { Type, type Static } from 'typebox';

export const LoginQuery = Type.Object({
  tenantId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LoginQuery = Static<typeof LoginQuery>;

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  /** RSA-OAEP (SHA-256) ciphertext of the password, base64. */
  password: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** The login token record (workflow.md §3). */
export const LoginToken = Type.Object({
  token: Type.String(),
  loginTime: Type.Integer(),
  /** Lifetime in seconds. */
  expiration: Type.Integer(),
  userId: Type.String(),
  account: Type.String(),
  username: Type.Optional(Type.String()),
  tenantId: Type.Optional(Type.String()),
});
export type LoginToken = Static<typeof LoginToken>;

/** Claims carried by every token. */
export interface TokenClaims {
  sub: string;
  account: string;
  tenantId: string;
  rootTenantId: string;
  exp: number;
  iat: number;
  jti: string;
}

export const GuestTokenQuery = Type.Object({
  tenantCode: Type.String({ minLength: 1, maxLength: 64 }),
});
