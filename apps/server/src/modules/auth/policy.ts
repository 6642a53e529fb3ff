import type { Config } from '../../config';

/** Failed logins are counted per account (within the tenant asked for) and per address. */
export function failureKeys(account: string, tenant: string | undefined, address: string) {
  return { account: `account:${tenant ?? '*'}:${account.toLowerCase()}`, address: `address:${address}` };
}

export function isLockedOut(
  limits: Config['loginFailures'],
  counts: { account: number; address: number },
): boolean {
  return counts.account >= limits.perAccount || counts.address >= limits.perAddress;
}

export const LOCKED_OUT_MESSAGE = '登录失败次数过多，请15分钟后再试';
export const LOGIN_FAILED_MESSAGE = '账号或密码错误';
