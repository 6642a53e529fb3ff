import { randomUUID } from 'node:crypto';
import type { FormSeal } from '@baton/contracts';
import type { Db } from '../../db/schema';
import { BadInput, NotFound, TooManyRequests } from '../../errors';
import type { AuthContext } from '../../security/auth-context';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { chargeAttempt, clearFailures } from '../auth/failures';
import { storeInlineFile } from '../file/service';
import { formatDateTime } from '../form/time';
import { assertNotGuest } from '../uc/policy';
import * as repo from './repository';

export const NO_SEAL = '当前用户没有电子签章';
export const PASSWORD_REQUIRED = '请填写获取签章密码！';
export const WRONG_PASSWORD = '签章密码错误';
export const SEAL_LOCKED = '签章密码错误次数过多，请15分钟后再试';

/** Wrong seal passwords allowed per user within the window before the seal is locked for the window. */
export const SEAL_FAILURES = { limit: 5, windowMs: 15 * 60_000 } as const;

type SealRow = NonNullable<Awaited<ReturnType<typeof repo.findSealOfUser>>>;

const toSeal = (s: SealRow): FormSeal => ({
  id: s.id,
  userId: s.user_id,
  name: s.name,
  fileId: s.file_id,
  secretFree: s.secret_free === 1,
  createTime: formatDateTime(Number(s.created_at)),
});

/** The caller's seal without its password, or null when they have none. */
export async function getSealOfCurrentUser(db: Db, auth: AuthContext): Promise<FormSeal | null> {
  assertNotGuest(auth);
  const seal = await repo.findSealOfUser(db, auth.tenantId, auth.userId);
  return seal ? toSeal(seal) : null;
}

/**
 * Releases the file id of the caller's seal image. The password is needed unless the node's signature config is
 * secret-free AND the owner allowed secret-free use of the seal (a client flag alone never skips the password).
 * Wrong passwords are counted per user before the check; past the limit the seal stays locked for the window.
 */
export async function getElectronicSeal(
  db: Db,
  auth: AuthContext,
  input: { password?: string; secretFree?: boolean },
): Promise<string> {
  assertNotGuest(auth);
  const seal = await repo.findSealOfUser(db, auth.tenantId, auth.userId);
  if (!seal) throw new NotFound(NO_SEAL);
  if (input.secretFree === true && seal.secret_free === 1) return seal.file_id;
  if (!input.password) throw new BadInput(PASSWORD_REQUIRED);
  const key = `seal:${auth.tenantId}:${auth.userId}`;
  const attempt = await chargeAttempt(db, SEAL_FAILURES.windowMs, [{ key, limit: SEAL_FAILURES.limit }]);
  if (attempt.locked) throw new TooManyRequests(SEAL_LOCKED);
  if (!(await verifyPassword(seal.password_hash, input.password))) throw new BadInput(WRONG_PASSWORD);
  await attempt.refund();
  await clearFailures(db, key);
  return seal.file_id;
}

/** Gives a user a seal: the png image is stored with the seal, the password kept as an argon2id hash. */
export async function createSeal(
  db: Db,
  input: {
    tenantId: string;
    userId: string;
    name: string;
    png: Buffer;
    /** The seal password, or its argon2id hash when already made (the demo seed hashes once). */
    password: string | { hash: string };
    secretFree?: boolean;
    now: number;
  },
): Promise<string> {
  const fileId = await storeInlineFile(db, {
    tenantId: input.tenantId,
    userId: input.userId,
    name: `${input.name}.png`,
    bytes: input.png,
    now: input.now,
    purpose: 'seal',
  });
  const id = randomUUID();
  await repo.insertSeal(db, {
    id,
    tenant_id: input.tenantId,
    user_id: input.userId,
    name: input.name,
    file_id: fileId,
    password_hash:
      typeof input.password === 'string' ? await hashPassword(input.password) : input.password.hash,
    secret_free: input.secretFree ? 1 : 0,
    created_at: input.now,
  });
  return id;
}
