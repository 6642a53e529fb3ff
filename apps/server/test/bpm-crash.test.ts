import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { instanceProblems } from '../src/modules/bpm/test-support';
import { DEMO_PASSWORD, encryptPassword } from './helpers';

/**
 * Crash safety: the real server on a SQLite file is killed with SIGKILL while approvals stream in; after a restart
 * every acknowledged approval is there and every instance is consistent (engine invariants, task rows = state).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'baton-crash-'));
// Bundled like the production build, beside node_modules so that the external packages resolve.
const bundleDir = mkdtempSync(path.join(root, 'node_modules', '.baton-crash-'));
const bundle = path.join(bundleDir, 'server.mjs');
let server: ChildProcess | undefined;

async function bundleServer(): Promise<void> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies).filter((n) => !n.startsWith('@baton/'));
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, 'pg-native'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '0',
      STATIC_DIR: path.join(dataDir, 'no-static'),
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/auth/publicKey`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged approval and consistent instances across a SIGKILL', async () => {
    await bundleServer();
    const port = await freePort();
    server = await startServer(port);
    const base = `http://127.0.0.1:${port}`;
    const publicKey = ((await (await fetch(`${base}/auth/publicKey`)).json()) as { value: string }).value;
    const login = async (username: string) => {
      const res = await fetch(`${base}/auth?tenantId=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: await encryptPassword(publicKey, DEMO_PASSWORD) }),
      });
      return ((await res.json()) as { value: { token: string } }).value.token;
    };
    const call = async (token: string, url: string, body: object) => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { state: boolean; value: { taskIds: string[] } },
      };
    };
    const zhangsan = await login('zhangsan');
    const lisi = await login('lisi');
    const tasks: string[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await call(zhangsan, '/runtime/instance/v1/start', {
        defKey: 'leave',
        subject: `崩溃测试${i}`,
        data: { leaveType: 'sj', startDate: '2026-12-01', endDate: '2026-12-05', days: 5, reason: '测试' },
      });
      expect(res.status).toBe(200);
      tasks.push(...res.body.value.taskIds);
    }

    // Approve in a stream of three at a time; kill the server while requests are in flight.
    const acknowledged: string[] = [];
    const queue = [...tasks];
    let killed = false;
    const worker = async () => {
      while (queue.length > 0 && !killed) {
        const taskId = queue.shift()!;
        try {
          const res = await call(lisi, '/runtime/task/v1/complete', {
            taskId,
            actionName: 'agree',
            opinion: '同意',
          });
          if (res.status === 200 && res.body.state) acknowledged.push(taskId);
        } catch {
          // the connection died with the server: not acknowledged
        }
        if (acknowledged.length >= 15 && !killed) {
          killed = true;
          server?.kill('SIGKILL');
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    const dead = server;
    await new Promise((r) =>
      dead?.exitCode !== null || dead?.signalCode ? r(undefined) : dead?.once('exit', r),
    );

    server = await startServer(port);
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'baton.sqlite') });
    try {
      const rows = await database.db
        .selectFrom('bpm_tasks')
        .select(['id', 'status'])
        .where('id', 'in', acknowledged)
        .execute();
      expect(rows.filter((r) => r.status === 'completed')).toHaveLength(acknowledged.length);
      const agreed = await database.db
        .selectFrom('bpm_opinions')
        .select('task_id')
        .where('task_id', 'in', acknowledged)
        .where('status', '=', 'agree')
        .execute();
      expect(agreed).toHaveLength(acknowledged.length);
      expect(await instanceProblems(database.db)).toEqual([]);
      // The restarted server goes on where it stopped: an approval after the crash works.
      const next = tasks.find((id) => !acknowledged.includes(id))!;
      const before = await database.db
        .selectFrom('bpm_tasks')
        .select('status')
        .where('id', '=', next)
        .executeTakeFirstOrThrow();
      const res = await call(await login('lisi'), '/runtime/task/v1/complete', {
        taskId: next,
        actionName: 'agree',
      });
      expect(res.status).toBe(before.status === 'pending' ? 200 : 409);
    } finally {
      await database.close();
    }
  }, 120_000);
});
