import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/schema';
import * as repo from './repository';

export interface Budget {
  key: string;
  limit: number;
}

export interface Attempt {
  /** Some budget was already spent before this attempt. */
  locked: boolean;
  /** Takes the attempt back out of its budgets: it turned out right. */
  refund(): Promise<void>;
}

/**
 * Counts the attempt as a failure before it is checked: checks are slow (argon2), so counting first and recording
 * after would let parallel attempts all pass the count. Refused attempts stay counted, so hammering a locked
 * account keeps it locked.
 */
export async function chargeAttempt(
  db: Db,
  windowMs: number,
  budgets: Budget[],
  now = Date.now(),
): Promise<Attempt> {
  const rows = budgets.map((b) => ({ id: randomUUID(), key: b.key, created_at: now }));
  await repo.purgeFailures(db, now - windowMs);
  await repo.recordFailures(db, rows);
  const counts = await repo.countFailures(
    db,
    budgets.map((b) => b.key),
    now - windowMs,
  );
  return {
    locked: budgets.some((b) => (counts.get(b.key) ?? 0) > b.limit),
    refund: async () => {
      await repo.deleteFailures(
        db,
        rows.map((r) => r.id),
      );
    },
  };
}

/** Forgets a budget's failures after a success. */
export const clearFailures = (db: Db, key: string) => repo.clearFailures(db, key);
