import { defineModule } from '../module.js';
import { ModerationLogEntity } from './moderation-log.entity.js';
import { ModerationLogResolver } from './moderation-log.resolver.js';

/** The moderation log's one entry (server/src/modules/module.ts): decisions append to it in their own transaction. */
export const moderationLogModule = defineModule({ name: 'moderation-log', entities: [ModerationLogEntity], resolvers: [ModerationLogResolver], routes: [] });

export { appendLogEntry, latestReason, targetEntries, type LogEntryRow } from './moderation-log.queries.js';
export { toLogEntry } from './moderation-log.resolver.js';
export { ModerationLogEntry } from './moderation-log.type.js';
