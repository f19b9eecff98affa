import type { AppServices, RequestContext } from '../../graphql/context.js';
import { work, type JobQueue } from '../../db/job-queue.js';
import { retentionService } from './retention.service.js';

const RETENTION_QUEUE = 'retention-sweep';
/** Once a day, at night (Paris). */
const RETENTION_CRON = '15 4 * * *';

/** The daily retention sweep, every period of common/retention-periods.ts: one job at a time across instances (singleton queue). */
export async function startRetentionJobs(_services: AppServices, newContext: () => RequestContext, boss: JobQueue, log: (m: string) => void): Promise<{ stop(): Promise<void> }> {
  if (!(await boss.getQueue(RETENTION_QUEUE))) await boss.createQueue(RETENTION_QUEUE, { name: RETENTION_QUEUE, policy: 'singleton' });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Europe/Paris' });
  await work(boss, RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const done = Object.entries(await retentionService.sweep(newContext())).filter(([, n]) => n > 0);
    if (done.length) log(`Conservation des données : ${done.map(([step, n]) => `${step} ${n}`).join(', ')}.`);
  });
  return { stop: () => boss.offWork(RETENTION_QUEUE) };
}
