import type { InnermsgLiveEvent } from '@baton/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Listener = (event: InnermsgLiveEvent) => void;

/**
 * The in-process bus behind the live stream: listeners per tenant and user. One server process holds every
 * stream it serves, so publishing here reaches every open tab of the user on this process.
 */
const listeners = new Map<string, Set<Listener>>();
const keyOf = (tenantId: string, userId: string) => `${tenantId}\u0000${userId}`;

/** Listens to the events of one user in one tenant; returns the function that stops listening. */
export function subscribe(tenantId: string, userId: string, listener: Listener): () => void {
  const key = keyOf(tenantId, userId);
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
  };
}

/** Sends an event now to every open stream of these users in the tenant. Call it after the data is committed. */
export function publishToUsers(tenantId: string, userIds: readonly string[], event: InnermsgLiveEvent): void {
  for (const userId of new Set(userIds)) {
    for (const listener of listeners.get(keyOf(tenantId, userId)) ?? []) {
      try {
        listener(event);
      } catch {
        // A broken stream must not keep the others from their event; its close handler unsubscribes it.
      }
    }
  }
}

type AnyKysely = Kysely<DB> | Transaction<DB>;

/**
 * The database each transaction belongs to, found through the dialect adapter a Kysely instance shares with
 * every transaction it opens. Registered when the routes start and whenever a root instance is seen.
 */
const roots = new WeakMap<object, Kysely<DB>>();

export function registerDatabase(db: Kysely<DB>): void {
  if (!db.isTransaction) roots.set(db.getExecutor().adapter, db);
}

const MAX_WAIT_MS = 30_000;

/**
 * Runs `publish` once what `db` wrote is committed: at once outside a transaction; inside one, as soon as
 * `isVisible` (asked on the root database, i.e. outside the transaction) sees the data. A rolled-back write is
 * never seen, so nothing is published for it. On SQLite the root query waits for the transaction's connection;
 * on PostgreSQL it polls with a growing pause.
 */
export function publishAfterCommit(
  db: AnyKysely,
  isVisible: (root: Kysely<DB>) => Promise<boolean>,
  publish: () => void,
): void {
  if (!db.isTransaction) {
    registerDatabase(db);
    publish();
    return;
  }
  const root = roots.get(db.getExecutor().adapter);
  if (!root) {
    // No server registered this database (a script, the seed): nobody can be listening.
    return;
  }
  const started = Date.now();
  const attempt = async (pause: number): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, pause));
    if (await isVisible(root)) {
      publish();
      return;
    }
    if (Date.now() - started < MAX_WAIT_MS) await attempt(Math.min(pause * 2, 500));
  };
  // A closed database or a failed probe only loses a live hint; the message itself is stored.
  attempt(5).catch(() => {});
}
