import { defineModule } from '../module.js';
import { AppealEntity } from './appeal.entity.js';
import { AppealResolver } from './appeal.resolver.js';

/**
 * The appeals module's one entry (docs/adr/0041, 0049): the person's side of contesting a decision and the `appeal`
 * table. The moderation opens an appeal with each decision that restricts someone (a reporter's « keep » included) and
 * answers it through these entries; billing opens one with Mijote's end or suspension of a subscription.
 */
export const appealsModule = defineModule({ name: 'appeals', entities: [AppealEntity], resolvers: [AppealResolver], routes: [] });

export { appealService } from './appeal.service.js';
export { toAppeal } from './appeal.mapper.js';
export { Appeal } from './appeal.type.js';
export { appealById, recordAnswer, waitingAppeals, type AppealRow } from './appeals.queries.js';
/** The retention sweep (docs/adr/0042). */
export { purgeOldAppeals } from './appeals.queries.js';
