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

/** Failures per key since the time, in one query. */
export const countFailures = async (db: Db, keys: string[], since: number) => {
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('key', 'in', keys)
    .where('created_at', '>=', since)
    .groupBy('key')
    .execute();
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
};

export const recordFailures = (db: Db, rows: { id: string; key: string; created_at: number }[]) =>
  db.insertInto('login_failures').values(rows).execute();

export const deleteFailures = (db: Db, ids: string[]) =>
  db.deleteFrom('login_failures').where('id', 'in', ids).execute();

export const clearFailures = (db: Db, key: string) =>
  db.deleteFrom('login_failures').where('key', '=', key).execute();

export const purgeFailures = (db: Db, before: number) =>
  db.deleteFrom('login_failures').where('created_at', '<', before).execute();
