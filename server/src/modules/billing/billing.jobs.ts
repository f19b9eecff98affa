import { work, type JobQueue } from '../../db/job-queue.js';
import type { AppServices, RequestContext } from '../../graphql/context.js';
import { dueSubscriptionIds } from './billing.queries.js';
import { LEASE_SECONDS, renewalService } from './renewal.service.js';

/** The queues (pg-boss, in PostgreSQL's `pgboss` schema: no other server to run; docs/adr/0011). */
const SWEEP_QUEUE = 'billing-sweep';
const RENEW_QUEUE = 'billing-renew';
/** Every ten minutes, the due subscriptions are queued; the queue keeps one waiting job per subscription. */
const SWEEP_CRON = '*/10 * * * *';

export interface BillingJobs { sweep(): Promise<number>; stop(): Promise<void> }

/**
 * Starts the billing jobs on this instance. Any number of instances may run them: pg-boss hands each job to one worker
 * (SKIP LOCKED), the renewal queue holds one waiting job per subscription (singletonKey), and the renewal itself is
 * exactly once on its own (renewal.service.ts: locks, idempotency key, lease, reconciliation) — a job run twice, or
 * killed half-way and run again by pg-boss's retry, charges once.
 */
export async function startBillingJobs(services: AppServices, newContext: () => RequestContext, boss: JobQueue, _log: (m: string) => void, options: { pollingIntervalSeconds?: number } = {}): Promise<BillingJobs> {
  if (!(await boss.getQueue(SWEEP_QUEUE))) await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton' });
  // 'short': one waiting job per singletonKey (a subscription); a failed run is retried after the renewal's lease.
  if (!(await boss.getQueue(RENEW_QUEUE))) {
    await boss.createQueue(RENEW_QUEUE, { name: RENEW_QUEUE, policy: 'short', retryLimit: 5, retryDelay: LEASE_SECONDS + 60, retryBackoff: true, expireInSeconds: 15 * 60 });
  }
  await boss.schedule(SWEEP_QUEUE, SWEEP_CRON, {}, { tz: 'Europe/Paris' });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 };

  const sweep = async () => {
    const ids = await dueSubscriptionIds(services.db);
    for (const id of ids) await boss.send(RENEW_QUEUE, { subscriptionId: id }, { singletonKey: `subscription:${id}` });
    return ids.length;
  };
  await work(boss, SWEEP_QUEUE, polling, async () => {
    await sweep();
  });
  await work<{ subscriptionId: number }>(boss, RENEW_QUEUE, { ...polling, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await renewalService.renew(newContext(), job.data.subscriptionId);
      // The provider's answer is unknown: the job fails and pg-boss runs it again once the lease has passed.
      if (outcome === 'pending') throw new Error(`Renouvellement ${job.data.subscriptionId} : réponse du prestataire inconnue, nouvel essai plus tard`);
    }
  });
  // A first sweep now rather than at the next round ten minutes.
  await boss.send(SWEEP_QUEUE, {});
  return {
    sweep,
    async stop() {
      await boss.offWork(SWEEP_QUEUE);
      await boss.offWork(RENEW_QUEUE);
    },
  };
}
