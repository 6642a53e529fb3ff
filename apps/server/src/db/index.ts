import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
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
  // Statistics for the query planner (without them SQLite may start a join from the wrong table); bounded work.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  const optimizer = setInterval(() => sqlite.pragma('optimize'), 60 * 60 * 1000);
  optimizer.unref();
  const checkpointer = target.file === ':memory:' ? undefined : checkpointElsewhere(sqlite, target.file);
  const db = new Kysely({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) }) as Db;
  return {
    db,
    engine: 'sqlite',
    close: async () => {
      clearInterval(optimizer);
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

const CHECKPOINT_EVERY_MS = 250;

// The checkpointer's own connection, in a worker thread: it copies committed pages from the WAL into the database
// file without blocking writers (PASSIVE), and restarts the WAL from its start when no reader needs it.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (e) { parentPort.postMessage(String(e)); }
}, workerData.every);
parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/**
 * Moves WAL checkpoints off the request thread. SQLite otherwise checkpoints inside whichever commit crosses
 * 1000 WAL pages, and at a million tasks that copy is most of a write transaction's time. If the worker cannot
 * run, the connection checkpoints by itself as before.
 */
function checkpointElsewhere(sqlite: SQLite.Database, file: string): { stop(): Promise<void> } | undefined {
  let worker: Worker;
  try {
    worker = new Worker(CHECKPOINTER, {
      eval: true,
      workerData: {
        file,
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        every: CHECKPOINT_EVERY_MS,
      },
    });
  } catch {
    return undefined;
  }
  sqlite.pragma('wal_autocheckpoint = 0');
  worker.unref();
  const fallBack = () => sqlite.open && sqlite.pragma('wal_autocheckpoint = 1000');
  worker.on('error', fallBack);
  worker.on('message', fallBack);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.off('error', fallBack);
      worker.postMessage('stop');
      await exited;
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, with compiled statements kept by their SQL text: Kysely prepares every query
 * anew, and compiling is a good share of a small query's cost. Statements are only ever run to completion
 * (`all`/`run`), so one compiled statement serves every caller; the least recently used leaves when full.
 */
function cachingStatements(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let stmt = cache.get(source);
    if (stmt) {
      cache.delete(source);
    } else {
      stmt = sqlite.prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, stmt);
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, key, receiver) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
