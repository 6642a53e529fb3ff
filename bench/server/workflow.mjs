// Workflow benchmark: BENCH_TASKS (1,000,000) tasks over BENCH_USERS (10,000) users, then autocannon drives the
// built server: the trivial route as the baseline of the same run, the to-do list page 1, complete and start.
// Runs on each engine of BENCH_ENGINES (sqlite,pg); PostgreSQL gets a database of its own at BENCH_PG_URL
// (postgres://postgres@127.0.0.1:5432/postgres), created and dropped by the run. Needs `npm run build` first.
import { constants, publicEncrypt } from 'node:crypto';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchUserId, cloneInstance, openBenchDb, seedUsers } from '../lib/seed-workflow.mjs';
import { root, startServer } from '../lib/server.mjs';

const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Bench users who log in: their tokens drive every measured call; their open tasks are the complete pool. */
const LOGINS = Math.min(USERS, Number(process.env.BENCH_LOGINS ?? 800));
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,pg').split(',').map((s) => s.trim());
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 18960;
/** BENCH_KEEP=1 keeps the seeded database (and data directory) for a look at query plans afterwards. */
const KEEP = process.env.BENCH_KEEP === '1';
const PASSWORD = 'Baton@2026';

// A quarter of the tasks are open (one per running instance, waiting at the department head); the rest belong to
// finished instances (department head and HR both agreed): every bench user holds TASKS/4/USERS to-dos.
const RUNNING = Math.round(TASKS / 4);
const FINISHED = Math.round((TASKS - RUNNING) / 2);
const LEAVE = {
  leaveType: 'sj',
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  days: 5,
  reason: '家中有事',
};
const JSON_HEADERS = { 'content-type': 'application/json' };

const seconds = (ms) => (ms / 1000).toFixed(1);
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

/** JSON calls over fresh connections (no idle keep-alive socket for the server to close under our feet). */
function client(url) {
  let pem;
  const call = (path, { token, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = request(
        url + path,
        {
          method: body ? 'POST' : 'GET',
          agent: false,
          headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            const json = JSON.parse(text);
            if (res.statusCode !== 200 || json.state === false)
              reject(new Error(`${path}: ${res.statusCode} ${text}`));
            else resolve(json.value);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    call,
    async login(username) {
      pem ??= await call('/auth/publicKey');
      const password = publicEncrypt(
        { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(PASSWORD),
      ).toString('base64');
      return (await call('/auth?tenantId=demo', { body: { username, password } })).token;
    },
  };
}

/** Runs `fn` over the items, `width` at a time. */
async function inParallel(items, width, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Two real leave requests by zhangsan, made through the server's calls: one waiting at lisi, one finished. */
async function makeTemplates(api) {
  const [zhangsan, lisi, zhaoliu] = [
    await api.login('zhangsan'),
    await api.login('lisi'),
    await api.login('zhaoliu'),
  ];
  const start = () =>
    api.call('/runtime/instance/v1/start', { token: zhangsan, body: { defKey: 'leave', data: LEAVE } });
  const running = await start();
  const finished = await start();
  const [hrTask] = await api.call('/runtime/task/v1/complete', {
    token: lisi,
    body: { taskId: finished.taskIds[0], actionName: 'agree', opinion: '同意' },
  });
  await api.call('/runtime/task/v1/complete', {
    token: zhaoliu,
    body: { taskId: hrTask, actionName: 'agree', opinion: '同意，请按规定执行' },
  });
  return { running: running.instId, finished: finished.instId };
}

async function seed(target, templates) {
  const db = await openBenchDb(target);
  try {
    const [tenant] = await db.all("select id from tenants where code = 'demo'");
    const [{ password_hash: hash }] = await db.all(
      "select password_hash from users where account = 'zhangsan'",
    );
    // Departments whose head the leave flow finds (产品部, 市场部 and 行政部 have no manager post in the demo data).
    const orgs = await db.all(
      `select id from orgs where tenant_id = '${tenant.id}' and code in ('yfb-qd', 'yfb-hd', 'cwb')`,
    );
    const timings = {};
    let t = Date.now();
    await seedUsers(db, {
      tenantId: tenant.id,
      users: USERS,
      passwordHash: hash,
      orgIds: orgs.map((o) => o.id),
      now: t,
    });
    timings.users = Date.now() - t;
    t = Date.now();
    const running = await cloneInstance(db, {
      instId: templates.running,
      count: RUNNING,
      users: USERS,
      tag: 'b100',
      stepMs: 37_000,
    });
    timings.running = Date.now() - t;
    t = Date.now();
    const finished = await cloneInstance(db, {
      instId: templates.finished,
      count: FINISHED,
      users: USERS,
      tag: 'b200',
      stepMs: 53_000,
    });
    timings.finished = Date.now() - t;
    t = Date.now();
    // PostgreSQL's autovacuum would analyze tables this size on its own; SQLite keeps no statistics unless asked.
    if (db.engine === 'pg') await db.exec('analyze');
    timings.analyze = Date.now() - t;
    const counts = {};
    for (const table of [
      'bpm_instances',
      'bpm_tasks',
      'bpm_task_candidates',
      'bpm_opinions',
      'bpm_exe_stack',
      'users',
    ])
      counts[table] = Number((await db.all(`select count(*) as n from ${table}`))[0].n);
    const [open] = await db.all("select count(*) as n from bpm_tasks where status = 'pending'");
    counts.pending = Number(open.n);
    return { timings, counts, running, finished };
  } finally {
    await db.close();
  }
}

async function measure(c) {
  const failures = [];
  const r = await autocannon({
    url: c.url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(c.max ? { maxOverallRequests: c.max } : {}),
    requests: [
      {
        method: c.method ?? 'GET',
        path: c.path,
        headers: c.headers,
        body: c.body,
        ...(c.setupRequest ? { setupRequest: c.setupRequest } : {}),
        onResponse: (status, body, context) => {
          if (status >= 200 && status < 300) c.onOk?.(context);
          else if (failures.length < 3) failures.push(`${status} ${body.slice(0, 300)}`);
        },
      },
    ],
  });
  for (const f of failures) log(`${c.name}: failed with ${f}`);
  return {
    name: c.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    ok: r['2xx'],
    bad: r.non2xx + r.errors + r.timeouts,
    seconds: r.duration,
  };
}

async function runEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), 'baton-wf-bench-'));
  const pgDb = `bench_wf_${process.pid}_${Date.now()}`;
  const databaseUrl = engine === 'pg' ? PG_URL.replace(/\/[^/]*$/, `/${pgDb}`) : '';
  if (engine === 'pg') {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${pgDb}`);
    await admin.end();
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  try {
    log(`${engine}: starting the server with the demo data`);
    let server = await startServer({ port: PORT, env });
    let templates;
    try {
      templates = await makeTemplates(client(server.url));
    } finally {
      await server.stop();
    }

    log(`${engine}: seeding ${USERS} users and ${TASKS} tasks`);
    const target = engine === 'pg' ? { url: databaseUrl } : { file: join(dataDir, 'baton.sqlite') };
    const seeded = await seed(target, templates);
    const seedMs = Object.values(seeded.timings).reduce((a, b) => a + b, 0);
    log(
      `${engine}: seeded in ${seconds(seedMs)} s (users ${seconds(seeded.timings.users)}, running instances ` +
        `${seconds(seeded.timings.running)}, finished ${seconds(seeded.timings.finished)}, analyze ` +
        `${seconds(seeded.timings.analyze)}): ${JSON.stringify(seeded.counts)}`,
    );

    server = await startServer({ port: PORT, env });
    try {
      const api = client(server.url);
      let t = Date.now();
      const accounts = Array.from({ length: LOGINS }, (_, k) => k);
      const tokens = await inParallel(accounts, Math.max(2, cpus().length * 2), (k) =>
        api.login(`bench${k}`),
      );
      log(`${engine}: ${LOGINS} bench users logged in in ${seconds(Date.now() - t)} s`);

      // Sanity: a bench user's to-do list is what the seeding promised.
      const first = await api.call('/runtime/task/v1/getTodoList', {
        token: tokens[0],
        body: { isMobile: true, pageBean: { page: 1, pageSize: 20, showTotal: true } },
      });
      const expected = Math.floor(RUNNING / USERS) + (RUNNING % USERS > 0 ? 1 : 0);
      if (first.total !== expected || first.rows.some((r) => r.assigneeId !== benchUserId(0)))
        throw new Error(`bench0 has ${first.total} to-dos, expected ${expected}`);

      // The complete pool: every open task of the logged-in users (copy i of the running template belongs to
      // user i % USERS), ordered so that consecutive requests go to different users and instances.
      const pool = [];
      for (let i = 0; i < RUNNING; i++) {
        const k = i % USERS;
        if (k < LOGINS) pool.push({ taskId: seeded.running.taskId(0, i), token: tokens[k] });
      }

      let nextUser = 0;
      const rotate = (req) => ({
        ...req,
        headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens[nextUser++ % tokens.length]}` },
      });
      let nextTask = 0;
      const acknowledged = [];
      const todoBody = JSON.stringify({
        isMobile: true,
        pageBean: { page: 1, pageSize: 20, showTotal: true },
      });
      const cases = [
        { name: 'baseline GET /auth/publicKey', path: '/auth/publicKey' },
        {
          name: `getTodoList page 1 (${first.total} to-dos)`,
          method: 'POST',
          path: '/runtime/task/v1/getTodoList',
          body: todoBody,
          setupRequest: rotate,
        },
        {
          name: 'complete (agree)',
          method: 'POST',
          path: '/runtime/task/v1/complete',
          max: pool.length,
          onOk: (context) => acknowledged.push(context.taskId),
          setupRequest: (req, context) => {
            const p = pool[nextTask++];
            context.taskId = p.taskId;
            return {
              ...req,
              headers: { ...JSON_HEADERS, authorization: `Bearer ${p.token}` },
              body: JSON.stringify({ taskId: p.taskId, actionName: 'agree', opinion: '同意' }),
            };
          },
        },
        {
          name: 'start (leave, 5 days)',
          method: 'POST',
          path: '/runtime/instance/v1/start',
          body: JSON.stringify({ defKey: 'leave', data: LEAVE }),
          setupRequest: rotate,
        },
      ];
      const results = [];
      for (const c of cases) {
        t = Date.now();
        const r = await measure({ ...c, url: server.url });
        results.push(r);
        log(
          `${engine}: ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.bad} failed`,
        );
      }
      if (nextTask >= pool.length)
        log(`${engine}: the complete pool (${pool.length}) ran out before ${DURATION} s`);

      // Every acknowledged complete really closed its task.
      const db = await openBenchDb(target);
      let closed = 0;
      for (let s = 0; s < acknowledged.length; s += 500) {
        const ids = acknowledged.slice(s, s + 500).map((id) => `'${id}'`);
        const [row] = await db.all(
          `select count(*) as n from bpm_tasks where status = 'completed' and id in (${ids.join(', ')})`,
        );
        closed += Number(row.n);
      }
      await db.close();
      if (closed !== acknowledged.length)
        throw new Error(
          `${acknowledged.length} completes acknowledged, only ${closed} of their tasks closed`,
        );
      return {
        engine,
        seeded: { ...seeded.timings, total: seedMs, counts: seeded.counts },
        results,
        pool: pool.length,
      };
    } finally {
      await server.stop();
    }
  } finally {
    if (KEEP) log(`${engine}: data kept in ${engine === 'pg' ? databaseUrl : dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'pg' && !KEEP) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${pgDb} with (force)`);
      await admin.end();
    }
  }
}

const TARGETS = { getTodoList: { rps: 2000, p99: 50 }, complete: { rps: 1000 }, start: { rps: 800 } };

const runs = [];
for (const engine of ENGINES) runs.push(await runEngine(engine));

let failed = false;
for (const run of runs) {
  const base = run.results[0].rps;
  console.log(
    `\nworkflow benchmark: ${run.engine}, ${TASKS} tasks over ${USERS} users (seeded in ${seconds(run.seeded.total)} s), ` +
      `${DURATION}s per route, ${CONNECTIONS} connections, ${new Date().toISOString()}`,
  );
  console.log(
    'route'.padEnd(36),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'errors'.padStart(7),
    '  target',
  );
  for (const r of run.results) {
    const key = Object.keys(TARGETS).find((k) => r.name.startsWith(k));
    const target = key ? TARGETS[key] : undefined;
    const met = target ? r.rps >= target.rps && (!target.p99 || r.p99 <= target.p99) : undefined;
    console.log(
      r.name.padEnd(36),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      (r.rps / base).toFixed(3).padStart(7),
      String(r.bad).padStart(7),
      target
        ? `  ≥ ${target.rps}/s${target.p99 ? `, p99 ≤ ${target.p99} ms` : ''}: ${met ? 'met' : 'MISSED'}`
        : '',
    );
    if (r.bad > 0 || r.ok === 0) failed = true;
  }
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/workflow.json'),
  JSON.stringify({ tasks: TASKS, users: USERS, seconds: DURATION, connections: CONNECTIONS, runs }, null, 2),
);
if (failed) {
  console.error('some requests failed: the numbers above are not valid');
  process.exitCode = 1;
}
