import { work, type JobQueue } from '../../db/job-queue.js';
import type { AppServices, RequestContext } from '../../graphql/context.js';
import { kickNotice, NOTICE_SEND_QUEUE, useJobQueue } from './notice-kick.js';
import { NOTICE_THROTTLE, noticeService } from './notices.service.js';
import { unsettledNoticeIds } from './notices.queries.js';

/** Every minute, each notice whose sending is not over gets a step (after a restart, or to record late deliveries). */
const NOTICE_SWEEP_QUEUE = 'notice-sweep';
const NOTICE_SWEEP_CRON = '* * * * *';

/**
 * The notices' sending (docs/adr/0044) on the process's pg-boss client: one step per job run (notices.service.ts step:
 * a batch gathered, a batch queued), then the next step STEP_PAUSE_SECONDS later while recipients are left. A failed
 * step is retried by pg-boss with backoff; a step run twice queues nothing twice. Any number of instances may run them.
 */
export async function startNoticeJobs(_services: AppServices, newContext: () => RequestContext, boss: JobQueue, log: (m: string) => void, options: { pollingIntervalSeconds?: number } = {}): Promise<{ stop(): Promise<void> }> {
  if (!(await boss.getQueue(NOTICE_SWEEP_QUEUE))) await boss.createQueue(NOTICE_SWEEP_QUEUE, { name: NOTICE_SWEEP_QUEUE, policy: 'singleton' });
  if (!(await boss.getQueue(NOTICE_SEND_QUEUE))) {
    await boss.createQueue(NOTICE_SEND_QUEUE, { name: NOTICE_SEND_QUEUE, policy: 'short', retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 });
  }
  await boss.schedule(NOTICE_SWEEP_QUEUE, NOTICE_SWEEP_CRON, {});
  const polling = options.pollingIntervalSeconds ?? 1;
  await work(boss, NOTICE_SWEEP_QUEUE, { pollingIntervalSeconds: Math.max(polling, 15) }, async () => {
    for (const id of await unsettledNoticeIds(newContext().db)) await kickNotice(id);
  });
  await work<{ noticeId: number }>(boss, NOTICE_SEND_QUEUE, { pollingIntervalSeconds: polling, batchSize: 1 }, async ([job]) => {
    const outcome = await noticeService.step(newContext(), job.data.noticeId);
    if (outcome.queued) log(`Préavis ${job.data.noticeId} : ${outcome.queued} courriel(s) mis en file.`);
    if (outcome.more) await kickNotice(job.data.noticeId, NOTICE_THROTTLE.stepPauseSeconds);
    // Every e-mail queued: while deliveries are still ending, one more step records them soon; then the sweep's minute.
    else if (!outcome.settled && (outcome.queued || outcome.ended)) await kickNotice(job.data.noticeId, NOTICE_THROTTLE.settlePauseSeconds);
  });
  useJobQueue(boss);
  return {
    async stop() {
      useJobQueue(null);
      await boss.offWork(NOTICE_SWEEP_QUEUE);
      await boss.offWork(NOTICE_SEND_QUEUE);
    },
  };
}
