import { describe, expect, it } from 'vitest';
import { redirectTarget, validateLogin } from './login-form';

describe('validateLogin', () => {
  it.each([
    [
      { account: '', password: '' },
      { account: 'accountRequired', password: 'passwordRequired' },
    ],
    [{ account: '   ', password: 'x' }, { account: 'accountRequired' }],
    [{ account: 'zhangsan', password: '' }, { password: 'passwordRequired' }],
    [{ account: 'zhangsan', password: 'Baton@2026' }, {}],
    [{ account: 'a'.repeat(64), password: 'p'.repeat(64) }, {}],
    [{ account: ` ${'a'.repeat(64)} `, password: 'x' }, {}],
    [{ account: 'a'.repeat(65), password: 'x' }, { account: 'accountTooLong' }],
    [
      { account: 'a'.repeat(100), password: 'p'.repeat(65) },
      { account: 'accountTooLong', password: 'passwordTooLong' },
    ],
    // 64 characters of three bytes each are more than the password encryption can seal.
    [{ account: 'zhangsan', password: '密'.repeat(64) }, { password: 'passwordTooLong' }],
  ])('%o gives %o', (fields, errors) => {
    expect(validateLogin(fields)).toEqual(errors);
  });
});

describe('redirectTarget', () => {
  it.each([
    [null, '/home'],
    ['', '/home'],
    ['/personal', '/personal'],
    ['/work/myMatters/0?x=1', '/work/myMatters/0?x=1'],
    ['https://evil.example', '/home'],
    ['//evil.example', '/home'],
    ['/login', '/home'],
    ['/login/demo', '/home'],
  ])('%s goes to %s', (redirect, target) => {
    expect(redirectTarget(redirect)).toBe(target);
  });
});
