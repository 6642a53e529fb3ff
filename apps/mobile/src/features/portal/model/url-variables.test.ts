import { describe, expect, it } from 'vitest';
import { resolveUrlVariables } from './url-variables';

const vars = {
  openId: 'o-1',
  rootTenantId: 'root',
  token: 'a.b.c',
  userId: 'u1',
  account: 'zhang san',
  tenantId: 't1',
};

describe('resolveUrlVariables', () => {
  it.each([
    ['https://x.cn/?t=${token}', 'https://x.cn/?t=a.b.c'],
    ['https://x.cn/?u={userId}&a={account}', 'https://x.cn/?u=u1&a=zhang%20san'],
    ['https://x.cn/?o={{openId}}&r=${rootTenantId}&t={tenantId}', 'https://x.cn/?o=o-1&r=root&t=t1'],
    ['https://x.cn/?x={other}', 'https://x.cn/?x={other}'],
    ['https://x.cn/plain', 'https://x.cn/plain'],
  ])('%s → %s', (url, expected) => {
    expect(resolveUrlVariables(url, vars)).toBe(expected);
  });

  it('an unknown value becomes empty', () => {
    expect(resolveUrlVariables('https://x.cn/?o=${openId}', { token: 't' })).toBe('https://x.cn/?o=');
  });
});
