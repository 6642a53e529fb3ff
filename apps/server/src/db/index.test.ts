import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './index';

const dirs: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open() {
  const dir = mkdtempSync(join(tmpdir(), 'baton-db-'));
  dirs.push(dir);
  const file = join(dir, 'baton.sqlite');
  const database = openDatabase({ kind: 'sqlite', file });
  opened.push(database);
  return { database, file };
}

describe('SQLite file database', () => {
  it('commits never checkpoint on the request thread, and committed pages still reach the database file', async () => {
    const { database, file } = open();
    const { db } = database;
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);

    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    const before = statSync(file).size;
    const body = 'x'.repeat(2000);
    for (let i = 0; i < 600; i++) {
      await db.transaction().execute((trx) => sql`insert into notes (body) values (${body})`.execute(trx));
    }
    // About 1.2 MB of rows: the database file itself grows only when a checkpoint copies them out of the WAL.
    const deadline = Date.now() + 5000;
    while (statSync(file).size - before < 1_000_000 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(statSync(file).size - before).toBeGreaterThan(1_000_000);
    const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
    expect(count.rows[0]?.n).toBe(600);
  });

  it('answers the same rows from cached statements as from fresh ones', async () => {
    const { db } = open().database;
    await sql`create table kv (k text primary key, v integer not null)`.execute(db);
    for (let i = 0; i < 5; i++) await sql`insert into kv (k, v) values (${`k${i}`}, ${i})`.execute(db);
    const read = (k: string) => sql<{ v: number }>`select v from kv where k = ${k}`.execute(db);
    expect((await read('k1')).rows).toEqual([{ v: 1 }]);
    expect((await read('k3')).rows).toEqual([{ v: 3 }]);
    await sql`update kv set v = 30 where k = 'k3'`.execute(db);
    expect((await read('k3')).rows).toEqual([{ v: 30 }]);
  });
});
