import { Type, type Static } from 'typebox';
import { Envelope } from './envelope';

/** `tenantId` takes a tenant id or a tenant code; see docs/api.md for the rule when it is left out. */
export const LoginQuery = Type.Object({
  tenantId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LoginQuery = Static<typeof LoginQuery>;

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    /** RSA-OAEP (SHA-256) ciphertext of the password, base64. */
    password: Type.String({ minLength: 1, maxLength: 2048 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** The login token record (workflow.md §3). */
export const LoginToken = Type.Object({
  token: Type.String(),
  /** When the token was issued, epoch milliseconds. */
  loginTime: Type.Integer(),
  /** Lifetime in seconds. */
  expiration: Type.Integer(),
  userId: Type.String(),
  account: Type.String(),
  /** Full name of the user (`游客` for a guest). */
  username: Type.Optional(Type.String()),
  tenantId: Type.Optional(Type.String()),
});
export type LoginToken = Static<typeof LoginToken>;

export const LoginTokenEnvelope = Envelope(LoginToken);
/** `value` is the SPKI PEM of the key that encrypts passwords. */
export const PublicKeyEnvelope = Envelope(Type.String());

/** Claims carried by every token. */
export interface TokenClaims {
  sub: string;
  account: string;
  tenantId: string;
  rootTenantId: string;
  exp: number;
  iat: number;
  jti: string;
  /** The login the token belongs to: set at login, kept by refresh and tenant switch, ended by sign-out. */
  sid: string;
}

export const GuestTokenQuery = Type.Object({
  tenantCode: Type.String({ minLength: 1, maxLength: 64 }),
});
export type GuestTokenQuery = Static<typeof GuestTokenQuery>;

export const SSO_MODES = ['cas', 'jwt', 'none'] as const;
export type SsoMode = (typeof SSO_MODES)[number];

/**
 * `window.__BATON_CONFIG__`, set by `GET /config.js` before the app starts, from the server's environment. An
 * empty host means the app's own origin.
 */
export interface RuntimeConfig {
  ssoMode: SsoMode;
  /** CAS login page the app sends a signed-out user to when `ssoMode` is `cas`. */
  casLoginUrl: string;
  /** Paths a signed-out user may open with a guest token. */
  guestWhitelist: string[];
  /** Login page of the mini-program web-view host. */
  miniProgramLoginPage: string;
  /** Prefix of every API call. */
  apiBase: string;
  hosts: {
    auth: string;
    workflow: string;
    form: string;
    portal: string;
    uc: string;
    community: string;
  };
}
