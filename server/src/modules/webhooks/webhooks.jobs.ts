import { work, type JobQueue } from '../../db/job-queue.js';
import type { AppServices } from '../../graphql/context.js';
import { webhookService } from './webhooks.service.js';

/** The retries of webhook deliveries (docs/adr/0051): one round a minute across instances (singleton queue). */
const WEBHOOK_QUEUE = 'webhook-deliveries';
const WEBHOOK_CRON = '* * * * *';

export async function startWebhookJobs(services: AppServices, _newContext: unknown, boss: JobQueue, log: (m: string) => void): Promise<{ stop(): Promise<void> }> {
  const sender = { db: services.db, config: services.config, mail: services.mail };
  webhookService.startSending(sender);
  if (!(await boss.getQueue(WEBHOOK_QUEUE))) await boss.createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, policy: 'singleton' });
  await boss.schedule(WEBHOOK_QUEUE, WEBHOOK_CRON, {});
  await work(boss, WEBHOOK_QUEUE, { pollingIntervalSeconds: 15 }, async () => {
    const delivered = await webhookService.deliverDue(sender);
    const purged = await webhookService.purge(services.db);
    if (delivered || purged) log(`Webhooks : ${delivered} livraison(s) en reprise, ${purged} supprimée(s) du journal.`);
  });
  return {
    async stop() {
      webhookService.stopSending();
      await boss.offWork(WEBHOOK_QUEUE);
      await webhookService.settled();
    },
  };
}
