import type { JobQueue } from '../../db/job-queue.js';

/** The sending queue (notices.jobs.ts): one waiting job per notice (policy 'short', singletonKey notice:<id>). */
export const NOTICE_SEND_QUEUE = 'notice-send';

let queue: JobQueue | null = null;

/** Set by the module's start (main.ts opens the job queue); left null where no job runs (the sweep catches up). */
export function useJobQueue(boss: JobQueue | null): void {
  queue = boss;
}

/** Asks for a sending step of notice `id` in `afterSeconds` (none is added while one waits: pg-boss singletonKey). */
export async function kickNotice(id: number, afterSeconds = 0): Promise<void> {
  await queue?.send(NOTICE_SEND_QUEUE, { noticeId: id }, { singletonKey: `notice:${id}`, startAfter: afterSeconds });
}
