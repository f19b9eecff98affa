import { defineModule } from '../module.js';
import { ModerationResolver } from './moderation.resolver.js';

/** The moderation area's one entry (server/src/modules/module.ts): publication requests and their decisions. */
export const moderationModule = defineModule({ name: 'moderation', entities: [], resolvers: [ModerationResolver], routes: [] });
