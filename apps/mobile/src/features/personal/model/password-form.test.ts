import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE } from '@baton/contracts/limits';
import { meetsPasswordRule, validatePasswordChange } from './password-form';

describe('meetsPasswordRule (8 to 32 characters, letters and digits)', () => {
  it.each([
    ['Baton@2026', true],
    ['abcd1234', true],
    ['abc1234', false],
    [`a1${'x'.repeat(30)}`, true],
    [`a1${'x'.repeat(31)}`, false],
    ['abcdefgh', false],
    ['12345678', false],
    ['!@#$%^&*', false],
    ['', false],
  ])('%s → %s', (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });

  it('uses the bounds the server checks', () => {
    expect([PASSWORD_RULE.minLength, PASSWORD_RULE.maxLength]).toEqual([8, 32]);
  });
});

describe('validatePasswordChange', () => {
  it.each([
    {
      case: 'all empty',
      fields: { oldPwd: '', newPwd: '', confirmPwd: '' },
      errors: { oldPwd: 'oldPlaceholder', newPwd: 'newPlaceholder', confirmPwd: 'confirmPlaceholder' },
    },
    {
      case: 'old password missing',
      fields: { oldPwd: '', newPwd: 'Baton@2027', confirmPwd: 'Baton@2027' },
      errors: { oldPwd: 'oldPlaceholder' },
    },
    {
      case: 'confirmation missing',
      fields: { oldPwd: 'Baton@2026', newPwd: 'Baton@2027', confirmPwd: '' },
      errors: { confirmPwd: 'confirmPlaceholder' },
    },
    {
      case: 'the two new entries differ',
      fields: { oldPwd: 'Baton@2026', newPwd: 'Baton@2027', confirmPwd: 'Baton@2028' },
      errors: { confirmPwd: 'mismatch' },
    },
    {
      case: 'a new password too short',
      fields: { oldPwd: 'Baton@2026', newPwd: 'ab12', confirmPwd: 'ab12' },
      errors: { newPwd: 'rule' },
    },
    {
      case: 'a new password without digits',
      fields: { oldPwd: 'Baton@2026', newPwd: 'onlyletters', confirmPwd: 'onlyletters' },
      errors: { newPwd: 'rule' },
    },
    {
      case: 'a valid change',
      fields: { oldPwd: 'Baton@2026', newPwd: 'Baton@2027', confirmPwd: 'Baton@2027' },
      errors: {},
    },
  ])('$case', ({ fields, errors }) => {
    expect(validatePasswordChange(fields)).toEqual(errors);
  });
});
