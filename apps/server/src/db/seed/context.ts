import type { Db } from '../schema';

/** What the platform seed created, for the seeds of the modules built on it. */
export interface SeedContext {
  db: Db;
  now: number;
  tenants: { demo: string; east: string; acme: string };
  /** The id of a user by tenant id and account; throws for an unknown account so a typo fails loudly. */
  userId(tenantId: string, account: string): string;
  /** Ids of every org, post and role by their codes, per tenant. */
  orgId(tenantId: string, code: string): string;
  roleId(tenantId: string, code: string): string;
  postId(tenantId: string, code: string): string;
}
