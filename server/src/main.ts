import 'reflect-metadata';
import type { Server } from 'node:http';
import exitHook from 'async-exit-hook';
import { loadConfig, type Config } from './config.js';
import { createApp } from './app.js';
import { openDatabase } from './db/database.js';
import { closeJobQueue, openJobQueue, type JobQueue } from './db/job-queue.js';
import { seedDemoAccounts } from './data/seed/demo-accounts.js';
import { seedDemoData } from './data/seed/seed.js';
import { createServices } from './services.js';
import { entities } from './composition.js';
import { modules, modulesDemo } from './modules/index.js';
import { mediaStores } from './modules/media/index.js';
import { createRequestContext } from './graphql/context.js';
import { createHttpServer } from './http/http-server.js';
import { logger, logLine } from './logger.js';
import { startMetricsServer, watchServices } from './metrics.js';
import { adminAreaPath } from '../../common/page-addresses.js';

/** Boot: config → database (embedded or DATABASE_URL) → migrations → demo data → app → listen. */
const log = logLine;
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A refused configuration (a real deployment without a payment provider, a malformed variable): its French message alone.
  logger.fatal(`Mijote ne démarre pas : ${(error as Error).message}`);
  process.exit(1);
}
const db = await openDatabase(config, log, entities);
let server: Server | null = null;
let metricsServer: Server | null = null;
let stopping = false;

/**
 * SIGTERM (a rolling restart): /readyz answers 503 for DRAIN_MS so the proxy stops sending new requests here, then the
 * server stops accepting, in-flight requests finish (cut after SHUTDOWN_TIMEOUT_MS), the jobs under way finish, and the
 * database (the embedded PostgreSQL with it) is closed.
 */
async function stop() {
  if (stopping) return;
  stopping = true;
  log('Arrêt en cours…');
  app?.drain();
  if (server && config.drainMs) await new Promise((resolve) => setTimeout(resolve, config.drainMs));
  await new Promise<void>((resolve) => {
    if (!server) return resolve();
    const cut = setTimeout(() => server!.closeAllConnections(), config.shutdownTimeoutMs);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
  for (const worker of workers) await worker.stop().catch((error: Error) => log(`Arrêt des tâches : ${error.message}`));
  if (jobs) await closeJobQueue(jobs).catch((error: Error) => log(`Arrêt des tâches : ${error.message}`));
  await services?.mail.close();
  await app?.apollo.stop().catch(() => {});
  await services?.quota.flush();
  await services?.changes.stop();
  await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(null)));
  await db.close().catch((error: Error) => log(`Arrêt de la base : ${error.message}`));
  log('Arrêté.');
}
// A promise rejected with nobody to hear it (a stray database error during an outage): logged, the instance serves on.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Promesse rejetée sans traitement'));
// An exception nobody caught leaves the process in an unknown state: logged, then the instance exits (the proxy moves on).
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'Exception non traitée : arrêt de l’instance');
  process.exit(1);
});
// On SIGINT/SIGTERM the web server, then the database (the embedded PostgreSQL with it) are stopped before exiting.
exitHook((done) => void stop().finally(done));

let app: Awaited<ReturnType<typeof createApp>> | null = null;
let services: Awaited<ReturnType<typeof createServices>> | null = null;
const workers: { stop(): Promise<void> }[] = [];
let jobs: JobQueue | null = null;
try {
  log(`Photos : ${mediaStores(config).description}.`);
  if (config.seedDemo) {
    await seedDemoData(db.dataSource, { storage: mediaStores(config).public, log });
    await seedDemoAccounts(db.dataSource, log, modulesDemo(config));
  }
  services = await createServices(db.dataSource, config, log);
  await services.changes.start();
  app = await createApp(services);
  watchServices(db.dataSource, () => services!.changes.connected);
  if (config.metrics) {
    metricsServer = await startMetricsServer(config.metrics.port, config.metrics.host);
    log(`Métriques Prometheus : http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  // Background jobs (renewals, retention, the mail outbox's retries): one pg-boss client for the process, handed to every
  // module; safe with several instances, they share the queues in PostgreSQL.
  const ready = services;
  jobs = await openJobQueue(ready, db.url, log, async (boss) => {
    for (const m of modules) if ('start' in m && m.start) workers.push(await m.start(ready, () => createRequestContext(ready), boss, log));
  });
  server = createHttpServer(app.express).listen(config.port, config.host, () => {
    log(`Administration : ${adminAreaPath(config.adminPath)} et ${adminAreaPath(config.adminModerationPath)}`);
    log(`Mijote est prêt : http://localhost:${config.port}  (GraphQL : /graphql, API : /api)`);
  });
  server.on('error', async (error) => {
    logger.fatal(`Impossible d'écouter sur le port ${config.port} : ${error.message}`);
    await db.close();
    process.exit(1);
  });
} catch (error) {
  logger.fatal({ err: error }, 'Mijote ne démarre pas');
  await db.close();
  process.exit(1);
}
