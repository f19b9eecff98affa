import { defineModule } from '../module.js';
import { AnalyticsDayEntity } from './analytics-day.entity.js';
import { seedDemoAudience } from './analytics.demo.js';
import { audienceRoutes } from './audience.rest.js';
import { PageVisitEntity } from './page-visit.entity.js';
import { PhoneClickEntity } from './phone-click.entity.js';
import { PhoneClickResolver } from './phone-click.resolver.js';
import { phoneClickRoutes } from './phone-click.rest.js';
import { StatisticsResolver } from './statistics.resolver.js';

/** The analytics module's one entry (server/src/modules/module.ts): phone clicks, audience measurement, daily figures, statistics. */
export const analyticsModule = defineModule({
  name: 'analytics',
  entities: [AnalyticsDayEntity, PageVisitEntity, PhoneClickEntity],
  resolvers: [PhoneClickResolver, StatisticsResolver],
  routes: [...phoneClickRoutes, ...audienceRoutes],
  demo: seedDemoAudience,
});

export { statisticsService } from './statistics.service.js';
export { Statistics } from './statistics.type.js';
export { purgePageVisits, purgePhoneClickSessions } from './analytics.queries.js';
