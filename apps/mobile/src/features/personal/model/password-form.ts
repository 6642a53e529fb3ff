import { PASSWORD_RULE } from '@baton/contracts/limits';

export interface PasswordFields {
  oldPwd: string;
  newPwd: string;
  confirmPwd: string;
}

/** Keys of the texts under `password.` in the personal namespace. */
export type PasswordError = 'oldPlaceholder' | 'newPlaceholder' | 'confirmPlaceholder' | 'rule' | 'mismatch';

export type PasswordErrors = Partial<Record<keyof PasswordFields, PasswordError>>;

const RULE_PATTERN = new RegExp(PASSWORD_RULE.pattern);

/** The server's rule for a new password: 8 to 32 characters, letters and digits both. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_RULE.minLength &&
    password.length <= PASSWORD_RULE.maxLength &&
    RULE_PATTERN.test(password)
  );
}

/** Every field is required, the new password must follow the server's rule, and the two entries must match. */
export function validatePasswordChange({ oldPwd, newPwd, confirmPwd }: PasswordFields): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!oldPwd) errors.oldPwd = 'oldPlaceholder';
  if (!newPwd) errors.newPwd = 'newPlaceholder';
  else if (!meetsPasswordRule(newPwd)) errors.newPwd = 'rule';
  if (!confirmPwd) errors.confirmPwd = 'confirmPlaceholder';
  else if (newPwd && confirmPwd !== newPwd) errors.confirmPwd = 'mismatch';
  return errors;
}
