import { defineModule } from '../module.js';
import { AnalyticsDayEntity } from './analytics-day.entity.js';
import { PhoneClickEntity } from './phone-click.entity.js';
import { PhoneClickResolver } from './phone-click.resolver.js';
import { phoneClickRoutes } from './phone-click.rest.js';

/** The analytics module's one entry (server/src/modules/module.ts): phone clicks, visitor sessions, daily figures. */
export const analyticsModule = defineModule({ name: 'analytics', entities: [AnalyticsDayEntity, PhoneClickEntity], resolvers: [PhoneClickResolver], routes: phoneClickRoutes });
