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
