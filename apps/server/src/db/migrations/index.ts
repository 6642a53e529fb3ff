import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../index';
import * as m0001 from './0001-platform';
import * as m0002 from './0002-sessions';
import * as m0003 from './0003-bpm';
import * as m0004 from './0004-forms';
import * as m0005 from './0005-portal';
import * as m0006 from './0006-file-purpose';
import * as m0007 from './0007-candidate-open';
import * as m0008 from './0008-agents';

// Imported statically so that a bundled server carries its migrations with it.
const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-sessions': m0002,
  '0003-bpm': m0003,
  '0004-forms': m0004,
  '0005-portal': m0005,
  '0006-file-purpose': m0006,
  '0007-candidate-open': m0007,
  '0008-agents': m0008,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; on PostgreSQL the bookkeeping tables live in the connection's own schema. */
export async function migrateToLatest({ db, engine }: Database): Promise<void> {
  let migrationTableSchema: string | undefined;
  if (engine === 'pg') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
