import PgBoss from 'pg-boss';
import type { AppServices } from '../graphql/context.js';
import { jobRuns, watchQueues } from '../metrics.js';
import { runInScope } from '../request-scope.js';

/** Advisory lock key of the job queues' setup ('MJBS'). */
const SETUP_LOCK = 0x4d4a4253;

/** The process's one job queue client: every module's `start` gets it (modules/module.ts). */
export type JobQueue = PgBoss;

/**
 * The process's one pg-boss client, in PostgreSQL's `pgboss` schema (no other server to run; docs/adr/0011), started
 * and given every module's queues, schedules and workers by `setup` (main.ts: each module's `start`). Instances starting
 * together would deadlock in pg-boss's schema and queue creation (seen in the tests): one setup at a time, under a
 * PostgreSQL advisory lock held by one connection.
 */
export async function openJobQueue(services: AppServices, connectionString: string, log: (m: string) => void, setup: (boss: JobQueue) => Promise<void>, max = 4): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max, application_name: 'mijote-jobs' });
  boss.on('error', (error: Error) => log(`Tâches : ${error.message}`));
  const runner = services.db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    await boss.start();
    await setup(boss);
    watchQueues(boss);
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
    await runner.release();
  }
  return boss;
}

/** Stops the client once the modules' workers are stopped: the jobs under way finish (10 s at most). */
export function closeJobQueue(boss: JobQueue): Promise<void> {
  return boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}

/**
 * `boss.work` with what an operator needs: every line logged by a job carries `job:<queue>:<id>` as its request id
 * (request-scope.ts), and each run is counted by queue and outcome in the metrics (mijote_jobs_total).
 */
export function work<T extends object>(boss: JobQueue, queue: string, options: PgBoss.WorkOptions, handler: (jobs: PgBoss.Job<T>[]) => Promise<void>): Promise<string> {
  return boss.work<T>(queue, options, (jobs) => runInScope({ requestId: `job:${queue}:${jobs[0]?.id ?? '-'}` }, async () => {
    try {
      await handler(jobs);
      jobRuns.inc({ queue, outcome: 'completed' }, jobs.length);
    } catch (error) {
      jobRuns.inc({ queue, outcome: 'failed' }, jobs.length);
      throw error;
    }
  }));
}
