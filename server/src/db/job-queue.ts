import PgBoss from 'pg-boss';
import type { AppServices } from '../graphql/context.js';

/** Advisory lock key of the job queues' setup ('MJBS'). */
const SETUP_LOCK = 0x4d4a4253;

/**
 * A pg-boss queue client in PostgreSQL's `pgboss` schema (no other server to run; docs/adr/0011), started and given its
 * queues and schedules by `setup`. Instances starting together would deadlock in pg-boss's schema and queue creation
 * (seen in the tests): one setup at a time, under a PostgreSQL advisory lock held by one connection.
 */
export async function openJobQueue(services: AppServices, connectionString: string, name: string, log: (m: string) => void, setup: (boss: PgBoss) => Promise<void>, max = 3): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max, application_name: `mijote-${name}` });
  boss.on('error', (error: Error) => log(`Tâches (${name}) : ${error.message}`));
  const runner = services.db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    await boss.start();
    await setup(boss);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
    await runner.release();
  }
  return boss;
}
