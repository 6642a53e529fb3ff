import { paths } from '../../../app/paths';

export interface LoginFields {
  account: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, 'accountRequired' | 'passwordRequired'>>;

/** Account and password are both required (community.md §5); spaces around the account do not count. */
export function validateLogin({ account, password }: LoginFields): LoginErrors {
  const errors: LoginErrors = {};
  if (!account.trim()) errors.account = 'accountRequired';
  if (!password) errors.password = 'passwordRequired';
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
