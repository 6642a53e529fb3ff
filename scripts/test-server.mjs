// Runs the server suite on SQLite, then again unchanged on PostgreSQL when BATON_TEST_PG_URL is set.
import { spawnSync } from 'node:child_process';

const run = (engine) => {
  console.log(`\n== server tests on ${engine} ==`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, BATON_TEST_DB: engine },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('sqlite');
if (process.env.BATON_TEST_PG_URL) run('postgres');
else console.log('BATON_TEST_PG_URL is not set: PostgreSQL run skipped');
