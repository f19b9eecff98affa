import { defineModule } from '../module.js';
import { ModerationLogEntity } from './moderation-log.entity.js';
import { ModerationLogResolver } from './moderation-log.resolver.js';

/** The moderation log's one entry (server/src/modules/module.ts): decisions append to it in their own transaction. */
export const moderationLogModule = defineModule({ name: 'moderation-log', entities: [ModerationLogEntity], resolvers: [ModerationLogResolver], routes: [] });
