import { defineModule } from '../module.js';
import { PublicationRequestEntity } from './publication-request.entity.js';
import { PublicationResolver } from './publication.resolver.js';
import { publicationRoutes } from './publication.rest.js';

/** The publication module's one entry (server/src/modules/module.ts). */
export const publicationModule = defineModule({ name: 'publication', entities: [PublicationRequestEntity], resolvers: [PublicationResolver], routes: publicationRoutes });

export { publicationService } from './publication.instance.js';
export { previewPath, recordDecision, waitingRequests, type WaitingRequest } from './publication.service.js';
export { ensureWaitingRequest } from './waiting-request.queries.js';
/** The retention sweep (docs/adr/0042). */
export { purgeDecidedRequests } from './publication.queries.js';
