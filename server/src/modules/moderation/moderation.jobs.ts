import type { AppServices, RequestContext } from '../../graphql/context.js';
import { work, type JobQueue } from '../../db/job-queue.js';
import { moderationDigestService } from './moderation-digest.service.js';

const DIGEST_QUEUE = 'moderation-digest';
/** At 8 h and 17 h (Paris): the longest gap is 15 h, so a review passing 48 h reaches a digest with 9 h or more before its 72 h. */
const DIGEST_CRON = '0 8,17 * * *';

/** The moderators' digest of the reviews close to the charter's delay: one job at a time across instances. */
export async function startModerationJobs(_services: AppServices, newContext: () => RequestContext, boss: JobQueue, log: (m: string) => void): Promise<{ stop(): Promise<void> }> {
  if (!(await boss.getQueue(DIGEST_QUEUE))) await boss.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, policy: 'singleton' });
  await boss.schedule(DIGEST_QUEUE, DIGEST_CRON, {}, { tz: 'Europe/Paris' });
  await work(boss, DIGEST_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const { reviews, moderators } = await moderationDigestService.send(newContext());
    if (reviews) log(`Avis proches du délai de la charte : ${reviews}, signalés à ${moderators} modérateur(s).`);
  });
  return { stop: () => boss.offWork(DIGEST_QUEUE) };
}
