import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/schema';

export const revoke = (db: Db, jti: string, expiresAt: number) =>
  db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();

export const isRevoked = async (db: Db, jti: string) =>
  (await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst()) !==
  undefined;

export const purgeRevoked = (db: Db, now: number) =>
  db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();

export const countFailures = async (db: Db, key: string, since: number) => {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const recordFailures = (db: Db, keys: string[], now: number) =>
  db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ id: randomUUID(), key, created_at: now })))
    .execute();

export const clearFailures = (db: Db, key: string) =>
  db.deleteFrom('login_failures').where('key', '=', key).execute();

export const purgeFailures = (db: Db, before: number) =>
  db.deleteFrom('login_failures').where('created_at', '<', before).execute();
