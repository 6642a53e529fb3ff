import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Db } from './schema';

export type Engine = 'sqlite' | 'pg';

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

// int8 (bigint timestamps, count(*)) would otherwise arrive as strings; epoch ms fit a double exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Opens SQLite (a file, or ':memory:') or PostgreSQL; `pgSchema` pins the search_path of every connection. */
export function openDatabase(
  target: DatabaseTarget | { kind: 'sqlite'; file: ':memory:' },
  pgSchema?: string,
): Database {
  if (target.kind === 'pg') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    });
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) }) as Db;
    return { db, engine: 'pg', close: () => db.destroy() };
  }
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }) as Db;
  return { db, engine: 'sqlite', close: () => db.destroy() };
}
