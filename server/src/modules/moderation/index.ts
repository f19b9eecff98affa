import { defineModule } from '../module.js';
import { AppealDecisionResolver } from './appeal-decision.resolver.js';
import { ModerationLogEntity } from './moderation-log.entity.js';
import { ModerationLogResolver } from './moderation-log.resolver.js';
import { startModerationJobs } from './moderation.jobs.js';
import { PublicationDecisionResolver } from './publication-decision.resolver.js';
import { ReplyModerationResolver } from './reply-moderation.resolver.js';
import { ReportModerationResolver } from './report-moderation.resolver.js';
import { ReviewModerationResolver } from './review-moderation.resolver.js';

/**
 * The moderation's one entry (server/src/modules/module.ts, docs/adr/0036): every moderator-side queue and decision
 * (reviews, replies, reports, publication requests) and the moderation log, which each decision appends to in its own
 * transaction. The reviews and publication modules keep their tables; the moderation asks them through their index.
 */
export const moderationModule = defineModule({
  name: 'moderation', entities: [ModerationLogEntity],
  resolvers: [PublicationDecisionResolver, ReportModerationResolver, ReviewModerationResolver, ReplyModerationResolver, ModerationLogResolver, AppealDecisionResolver], routes: [],
  start: startModerationJobs,
});

export { appendLogEntry, latestReason, purgeOldLogEntries, targetEntries, type LogEntryRow } from './moderation-log.queries.js';
export { toLogEntry } from './moderation.mapper.js';
export { ModerationLogEntry } from './moderation-log.type.js';
export { publicationDecisionService } from './publication-decision.service.js';
export { openAppeal } from './appeal-opening.js';
export { personalDataLog } from './personal-data-log.js';
