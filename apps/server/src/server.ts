import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { migrateToLatest } from './db/migrations';
import { seedDemoIfEmpty } from './db/seed';
import { createLogger } from './logging';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = openDatabase(config.database);

try {
  await migrateToLatest(database);
  if (config.demoData && (await seedDemoIfEmpty(database.db))) logger.info('demo data loaded');
} catch (err) {
  logger.fatal({ err }, 'database set-up failed');
  await database.close();
  process.exit(1);
}

const app = buildApp({ config, db: database.db, logger });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    { engine: database.engine, dataDir: config.dataDir, staticDir: config.staticDir ?? null },
    `Baton is serving on http://localhost:${config.port}`,
  );
} catch (err) {
  logger.fatal({ err }, 'could not listen');
  await database.close();
  process.exit(1);
}
