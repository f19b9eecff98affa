import { defineModule } from '../module.js';
import { NoticeRecipientEntity } from './notice-recipient.entity.js';
import { NoticeEntity } from './notice.entity.js';
import { startNoticeJobs } from './notices.jobs.js';
import { NoticesResolver } from './notices.resolver.js';

/**
 * Notices to account holders' one entry (server/src/modules/module.ts): a change of terms or price written in area 1,
 * e-mailed by the job queue to every account concerned through the mail outbox (issue 28 item 3, docs/adr/0044).
 */
export const noticesModule = defineModule({ name: 'notices', entities: [NoticeEntity, NoticeRecipientEntity], resolvers: [NoticesResolver], routes: [], start: startNoticeJobs });
