import type { Db } from '../../db/schema';

/** Signs a login out until the last token it could have issued expires. */
export const revokeSession = (db: Db, sid: string, expiresAt: number) =>
  db
    .insertInto('revoked_sessions')
    .values({ sid, expires_at: expiresAt })
    .onConflict((oc) => oc.column('sid').doNothing())
    .execute();

export const isSessionRevoked = async (db: Db, sid: string) =>
  (await db.selectFrom('revoked_sessions').select('sid').where('sid', '=', sid).executeTakeFirst()) !==
  undefined;

/** What decides whether a user's token still holds, in one round trip: user status, cut-off, sign-out. */
export const tokenStanding = (db: Db, userId: string, sid: string) =>
  db
    .selectFrom('users as u')
    .leftJoin('revoked_sessions as r', (j) => j.on('r.sid', '=', sid))
    .select(['u.status', 'u.tokens_valid_after', 'r.sid as revoked'])
    .where('u.id', '=', userId)
    .executeTakeFirst();

export const purgeRevokedSessions = (db: Db, now: number) =>
  db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute();

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
