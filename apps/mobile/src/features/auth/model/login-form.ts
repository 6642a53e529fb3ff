import { paths } from '../../../app/paths';

export interface LoginFields {
  account: string;
  password: string;
}

export type LoginError = 'accountRequired' | 'accountTooLong' | 'passwordRequired' | 'passwordTooLong';
export type LoginErrors = Partial<Record<keyof LoginFields, LoginError>>;

/** The server refuses longer accounts (username of the login body in @baton/contracts auth.ts). */
export const ACCOUNT_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 64;
/** RSA-OAEP with SHA-256 and the server's 2048-bit key seals at most 256 - 2 × 32 - 2 bytes. */
export const PASSWORD_MAX_BYTES = 190;

/**
 * Account and password are both required (community.md §5); spaces around the account do not count. Longer
 * values than the server or the password encryption take are refused here, with a text the user can act on.
 */
export function validateLogin({ account, password }: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = account.trim();
  if (!trimmed) errors.account = 'accountRequired';
  else if (trimmed.length > ACCOUNT_MAX_LENGTH) errors.account = 'accountTooLong';
  if (!password) errors.password = 'passwordRequired';
  else if (
    password.length > PASSWORD_MAX_LENGTH ||
    new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES
  ) {
    errors.password = 'passwordTooLong';
  }
  return errors;
}

/** The `redirect` query when it names a page of this app; otherwise home. Never another site. */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return paths.home.href();
  }
  const login = paths.login.path;
  if (redirect === login || redirect.startsWith(`${login}/`) || redirect.startsWith(`${login}?`)) {
    return paths.home.href();
  }
  return redirect;
}
