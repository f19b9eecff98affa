import { billingService } from '../billing/index.js';
import { PublicationService } from './publication.service.js';

/** The publication service, told by billing whether a subscription is active. */
export const publicationService = new PublicationService((ctx, restaurantId) => billingService.isActive(ctx, restaurantId));
