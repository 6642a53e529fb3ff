// Drives the running server with autocannon: a trivial route as the baseline, then the measured routes.
// Prints requests/s, p50 and p99 latency and the throughput ratio to the baseline of the same run.
import { constants, publicEncrypt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, startServer } from '../lib/server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const server = await startServer();
try {
  const pem = (await (await fetch(`${server.url}/auth/publicKey`)).json()).value;
  const encrypt = (plain) =>
    publicEncrypt(
      { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain),
    ).toString('base64');
  const tenant = (await (await fetch(`${server.url}/uc/tenantManage/v1/getTenantByCode?code=demo`)).json())
    .value;
  const loginBody = JSON.stringify({ username: 'zhangsan', password: encrypt('Baton@2026') });
  const login = await (
    await fetch(`${server.url}/auth?tenantId=${tenant.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    })
  ).json();
  const auth = { authorization: `Bearer ${login.value.token}` };

  const cases = [
    { name: 'baseline GET /auth/publicKey', path: '/auth/publicKey' },
    {
      name: 'GET getDetailByAccountOrId',
      path: '/api/user/v1/user/getDetailByAccountOrId?account=zhangsan',
      headers: auth,
    },
    {
      name: 'POST /auth (argon2id verify)',
      path: `/auth?tenantId=${tenant.id}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      connections: 4,
    },
  ];

  const results = [];
  for (const c of cases) {
    const r = await autocannon({
      url: server.url + c.path,
      method: c.method ?? 'GET',
      headers: c.headers,
      body: c.body,
      connections: c.connections ?? CONNECTIONS,
      duration: DURATION,
    });
    const bad = r.non2xx + r.errors + r.timeouts;
    results.push({ name: c.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad });
  }
  const base = results[0].rps;
  console.log(`\nserver benchmark: ${DURATION}s per route, SQLite, ${new Date().toISOString()}`);
  console.log(
    'route'.padEnd(36),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(36),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      (r.rps / base).toFixed(3).padStart(7),
      String(r.bad).padStart(7),
    );
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/server.json'), JSON.stringify(results, null, 2));
  if (results.some((r) => r.bad > 0)) {
    console.error('some requests failed: the numbers above are not valid');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
