import { constants, privateDecrypt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_RULE } from '@baton/contracts';
import { BadInput } from '../errors';

/** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext made by the client's Web Crypto. */
export function decryptPassword(privateKeyPem: string, ciphertext: string, field: string): string {
  try {
    const plain = privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    throw new BadInput(`${field} 不是有效的加密密码`);
  }
}

// argon2id is @node-rs/argon2's default algorithm; its default cost (19 MiB, 2 passes) is OWASP's minimum.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export const PASSWORD_RULE_MESSAGE = `新密码须为${PASSWORD_RULE.minLength}到${PASSWORD_RULE.maxLength}位，且同时包含字母和数字`;

/** Undefined when the new password follows the rule, else the message that says what the rule is. */
export function passwordRuleViolation(password: string): string | undefined {
  const ok =
    password.length >= PASSWORD_RULE.minLength &&
    password.length <= PASSWORD_RULE.maxLength &&
    new RegExp(PASSWORD_RULE.pattern).test(password);
  return ok ? undefined : PASSWORD_RULE_MESSAGE;
}
