// Bulk data for the workflow benchmark: bench users in a tenant's directory, and copies of real workflow instances
// (made beforehand through the server's own calls) with new ids, starters and assignees, written by
// INSERT … SELECT over a generated series so that a million tasks take seconds, not hours.
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** The bench database: SQLite file or PostgreSQL URL, with the few calls the seeding needs. */
export async function openBenchDb(target) {
  if (target.file) {
    const db = new SQLite(target.file);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    return {
      engine: 'sqlite',
      all: async (q) => db.prepare(q).all(),
      exec: async (q) => {
        db.exec(q);
      },
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  // int8 columns (epoch ms, counts) as numbers, as the server reads them.
  client.setTypeParser(20, (v) => Number(v));
  await client.query('set synchronous_commit = off');
  return {
    engine: 'pg',
    all: async (q) => (await client.query(q)).rows,
    exec: async (q) => {
      await client.query(q);
    },
    close: async () => client.end(),
  };
}

const quote = (v) => `'${String(v).replaceAll("'", "''")}'`;

/** UUID-shaped ids from a tag (8 hex digits naming the kind of row) and a row number. */
export const benchId = (tag, n) => `${tag}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const idExpr = (engine, tag, expr) =>
  engine === 'sqlite'
    ? `('${tag}-0000-4000-8000-' || printf('%012x', ${expr}))`
    : `('${tag}-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))`;

/** `insert … select … from` rows 0..count-1 as `i`. */
function fromSeries(engine, count, insert, select) {
  return engine === 'sqlite'
    ? `with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1})
       ${insert} ${select} from n`
    : `${insert} ${select} from generate_series(0::bigint, ${count - 1}::bigint) as n(i)`;
}

export const USER_TAG = 'be000000';
export const benchUserId = (k) => benchId(USER_TAG, k);
const userIdExpr = (engine, k) => idExpr(engine, USER_TAG, k);
const userNameExpr = (k) => `('测试用户' || ${k})`;

/**
 * `users` members of the tenant (accounts bench0…, password hash copied from a demo account so they log in with
 * the demo password), each in one of the given organisations as their main one.
 */
export async function seedUsers(db, { tenantId, users, passwordHash, orgIds, now }) {
  const e = db.engine;
  await db.exec(
    fromSeries(
      e,
      users,
      'insert into users (id, tenant_id, account, fullname, status, password_hash, created_at, updated_at)',
      `select ${userIdExpr(e, 'i')}, ${quote(tenantId)}, 'bench' || i, ${userNameExpr('i')}, 1,
         ${quote(passwordHash)}, ${now}, ${now}`,
    ),
  );
  await db.exec(
    fromSeries(
      e,
      users,
      'insert into user_tenants (tenant_id, user_id, sort)',
      `select ${quote(tenantId)}, ${userIdExpr(e, 'i')}, 1000 + i`,
    ),
  );
  const orgCase = `case ${orgIds.map((o, j) => `when i % ${orgIds.length} = ${j} then ${quote(o)}`).join(' ')} end`;
  await db.exec(
    fromSeries(
      e,
      users,
      'insert into user_orgs (tenant_id, user_id, org_id, is_master)',
      `select ${quote(tenantId)}, ${userIdExpr(e, 'i')}, ${orgCase}, 1`,
    ),
  );
}

/** Tables a workflow instance lives in, with the columns that hold user ids. */
const TABLES = [
  { name: 'bpm_instances', key: 'id', users: ['starter_id'] },
  { name: 'bpm_instance_data', key: 'inst_id', users: [] },
  { name: 'bpm_tasks', key: 'inst_id', users: ['assignee_id', 'owner_id'], order: 'created_at, id' },
  { name: 'bpm_task_candidates', key: null, users: ['user_id'] },
  { name: 'bpm_exe_stack', key: 'inst_id', users: ['user_id'], order: 'created_at, id' },
  { name: 'bpm_opinions', key: 'inst_id', users: ['auditor_id'], order: 'created_at, id' },
];

/** Rows of one instance in every workflow table. */
async function rowsOf(db, instId) {
  const rows = {};
  for (const t of TABLES) {
    if (t.name === 'bpm_task_candidates') continue;
    rows[t.name] = await db.all(
      `select * from ${t.name} where ${t.key} = ${quote(instId)}${t.order ? ` order by ${t.order}` : ''}`,
    );
  }
  const taskIds = rows.bpm_tasks.map((r) => r.id);
  rows.bpm_task_candidates = taskIds.length
    ? await db.all(
        `select * from bpm_task_candidates where task_id in (${taskIds.map(quote).join(', ')}) order by task_id, user_id`,
      )
    : [];
  return rows;
}

/**
 * Which bench user stands in for the template's n-th person in copy `i`: the starter spreads with a stride, the
 * first assignee is `i % users` (so every bench user holds the same number of to-dos, and copy i's task belongs
 * to user i % users), everyone else another stride.
 */
function personExpr(slot, users) {
  if (slot === 0) return `((i * 7 + 3) % ${users})`;
  if (slot === 1) return `(i % ${users})`;
  return `((i * ${2 * slot + 1} + ${slot * 101}) % ${users})`;
}

/**
 * `count` copies of a template instance: every row of it in every workflow table, with new ids (instance, tasks,
 * opinions, stack), the template's people replaced by bench users (ids in columns and in the engine state JSON,
 * names in texts), and times moved `stepMs` into the past per copy so lists have a real order.
 * `tag` is a 4-hex-digit prefix unique to this template. Answers the number of rows written per table.
 */
export async function cloneInstance(db, { instId, count, users, tag, stepMs }) {
  const e = db.engine;
  const rows = await rowsOf(db, instId);
  const inst = rows.bpm_instances[0];
  if (!inst) throw new Error(`template instance ${instId} not found`);

  // The template's people, starter first, then in the order they appear.
  const people = [inst.starter_id];
  for (const t of TABLES) {
    for (const r of rows[t.name])
      for (const c of t.users) if (r[c] && !people.includes(r[c])) people.push(r[c]);
  }
  const names = await db.all(`select id, fullname from users where id in (${people.map(quote).join(', ')})`);
  const nameOf = new Map(names.map((n) => [n.id, n.fullname]));

  // Old text → SQL expression of its replacement in copy i.
  const map = new Map();
  map.set(instId, idExpr(e, `${tag}0000`, 'i'));
  rows.bpm_tasks.forEach((t, k) =>
    map.set(t.id, idExpr(e, `${tag}01${k.toString(16).padStart(2, '0')}`, 'i')),
  );
  people.forEach((p, slot) => {
    map.set(p, userIdExpr(e, personExpr(slot, users)));
    const name = nameOf.get(p);
    if (name) map.set(name, userNameExpr(personExpr(slot, users)));
  });

  const shift = `i * ${stepMs}`;
  const expr = (table, col, value, rowNo) => {
    if (value === null || value === undefined) return 'null';
    if (col === 'business_key') return 'null';
    if (col === 'id' && !map.has(value)) {
      const tableNo = TABLES.findIndex((t) => t.name === table);
      return idExpr(e, `${tag}${(tableNo + 2).toString(16)}${rowNo.toString(16).padStart(3, '0')}`, 'i');
    }
    if (typeof value === 'number' || typeof value === 'bigint') {
      const n = Number(value);
      return n > 1e12 ? `(${n} - ${shift})` : String(n);
    }
    const text = String(value);
    if (map.has(text)) return map.get(text);
    let sql = quote(text);
    for (const [from, to] of map) if (text.includes(from)) sql = `replace(${sql}, ${quote(from)}, ${to})`;
    return sql;
  };

  const written = {};
  for (const t of TABLES) {
    written[t.name] = 0;
    for (const [rowNo, row] of rows[t.name].entries()) {
      const cols = Object.keys(row);
      await db.exec(
        fromSeries(
          e,
          count,
          `insert into ${t.name} (${cols.join(', ')})`,
          `select ${cols.map((c) => expr(t.name, c, row[c], rowNo)).join(', ')}`,
        ),
      );
      written[t.name] += count;
    }
  }
  return {
    written,
    /** Ids of copy i's tasks, in the template's task order. */
    taskId: (k, i) => benchId(`${tag}01${k.toString(16).padStart(2, '0')}`, i),
    tasks: rows.bpm_tasks.map((r) => ({ nodeId: r.node_id, status: r.status })),
  };
}
