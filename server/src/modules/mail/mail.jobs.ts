import { work, type JobQueue } from '../../db/job-queue.js';
import type { AppServices } from '../../graphql/context.js';

/** The retries of the mail outbox (pg-boss, docs/adr/0038): one round a minute across instances (singleton queue). */
const MAIL_QUEUE = 'mail-outbox';
const MAIL_CRON = '* * * * *';

/**
 * Each round sends the due unsent rows (mail-outbox.service.ts deliverDue: each row claimed first, so instances never send
 * one twice at once) and deletes the rows kept long enough.
 */
export async function startMailJobs(services: AppServices, _newContext: unknown, boss: JobQueue, log: (m: string) => void): Promise<{ stop(): Promise<void> }> {
  if (!(await boss.getQueue(MAIL_QUEUE))) await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'singleton' });
  await boss.schedule(MAIL_QUEUE, MAIL_CRON, {});
  // Unsent rows left by a stopped instance are retried now rather than at the next minute.
  await boss.send(MAIL_QUEUE, {});
  await work(boss, MAIL_QUEUE, { pollingIntervalSeconds: 15 }, async () => {
    const sent = await services.mail.deliverDue();
    const purged = await services.mail.purge();
    if (sent || purged) log(`Courriels : ${sent} envoyé(s) en reprise, ${purged} supprimé(s) de la file.`);
  });
  return { stop: () => boss.offWork(MAIL_QUEUE) };
}
