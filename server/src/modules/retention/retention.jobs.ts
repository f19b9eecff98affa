import type { AppServices, RequestContext } from '../../graphql/context.js';
import { openJobQueue } from '../../db/job-queue.js';
import { retentionService } from './retention.service.js';

const RETENTION_QUEUE = 'retention-sweep';
/** Once a day, at night (Paris). */
const RETENTION_CRON = '15 4 * * *';

/** The daily retention sweep: one job at a time across instances (singleton queue). */
export async function startRetentionJobs(services: AppServices, newContext: () => RequestContext, connectionString: string, log: (m: string) => void): Promise<{ stop(): Promise<void> }> {
  const boss = await openJobQueue(services, connectionString, 'conservation', log, async (b) => {
    if (!(await b.getQueue(RETENTION_QUEUE))) await b.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, policy: 'singleton' });
    await b.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Europe/Paris' });
  }, 2);
  await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const { warned, deleted } = await retentionService.sweep(newContext());
    if (warned || deleted) log(`Comptes inactifs : ${warned} prévenu(s), ${deleted} supprimé(s).`);
  });
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
