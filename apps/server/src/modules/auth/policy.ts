/** Where a login's failures are counted: the accounts it could open, and the client address. */
export function failureKeys(input: {
  account: string;
  /** The resolved tenant asked for; undefined means each account's home tenant. */
  tenantId: string | undefined;
  /** Users the account names there; their own budgets, however the tenant was spelled. */
  userIds: string[];
  address: string;
}) {
  const accounts =
    input.userIds.length > 0
      ? input.userIds.map(userFailureKey)
      : [`account:${input.tenantId ?? 'home'}:${input.account.trim().toLowerCase()}`];
  return { accounts, address: `address:${input.address}` };
}

/** A user's budget, shared by logins and password changes. */
export const userFailureKey = (userId: string) => `user:${userId}`;

export const LOCKED_OUT_MESSAGE = '登录失败次数过多，请15分钟后再试';
export const LOGIN_FAILED_MESSAGE = '账号或密码错误';
