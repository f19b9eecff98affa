// The modules' resolvers and types are decorated classes: the metadata polyfill comes first, whoever imports this.
import 'reflect-metadata';
import type { Config } from '../config.js';
import type { Db } from '../db/transaction.js';
import { accountService, accountsModule } from './accounts/index.js';
import { administrationModule } from './administration/index.js';
import { analyticsModule } from './analytics/index.js';
import { appealsModule } from './appeals/index.js';
import { billingModule, onFirstCardCheck } from './billing/index.js';
import { descriptionModule } from './description/index.js';
import { favouritesModule } from './favourites/index.js';
import { geoModule } from './geo/index.js';
import { legalModule } from './legal/index.js';
import { mailModule } from './mail/index.js';
import { mediaModule } from './media/index.js';
import { pageElementsModule } from './page-elements/index.js';
import { partnersModule } from './partners/index.js';
import { latestReason, moderationModule } from './moderation/index.js';
import { publicationModule, publicationService } from './publication/index.js';
import { registrationModule, registrationService } from './registration/index.js';
import { menusModule } from './menus/index.js';
import { noticesModule } from './notices/index.js';
import type { DemoOwner } from './module.js';
import { restaurantService, restaurantsModule } from './restaurants/index.js';
import { restaurateurModule } from './restaurateur/index.js';
import { retentionModule } from './retention/index.js';
import { deleteUnpublishedReviewsOf, reviewReportService, reviewsModule, unpublishedPicturesOf } from './reviews/index.js';
import { seoModule } from './seo/index.js';
import { onPublicEvent } from './shared/public-events.js';
import { webhookService, webhooksModule } from './webhooks/index.js';

/**
 * Every feature module, in the order their /api paths are listed (schema/rest.md). A new module is added here
 * and nowhere else: the schema, the REST router, the per-request loaders and the entities are built from this list.
 */
export const modules = [restaurantsModule, analyticsModule, menusModule, geoModule, accountsModule, favouritesModule, reviewsModule, mediaModule, legalModule, registrationModule, billingModule, publicationModule, restaurateurModule, descriptionModule, retentionModule, appealsModule, moderationModule, administrationModule, pageElementsModule, noticesModule, seoModule, mailModule, partnersModule, webhooksModule] as const;

// A listed page on line handed over by a registration link stays as listed until its card check (docs/adr/0022): the
// restaurants module asks the registration module, which asks billing (restaurants cannot import either).
restaurantService.lockPublicPagesWhen((ctx, restaurantId) => registrationService.isUnpaidClaim(ctx, restaurantId));
// The owner's publication page says why the moderation took the page off line: the log answers (moderation imports publication).
// A first card check accepted ends the registration, which welcomes the restaurateur (registration imports billing).
onFirstCardCheck((tx, who) => registrationService.welcomeMails(tx, who));
// Account deletion deletes the author's unpublished reviews and their pictures (reviews imports accounts).
accountService.removeReviewsWith({ picturesOf: unpublishedPicturesOf, deleteUnpublishedOf: deleteUnpublishedReviewsOf });
publicationService.readOfflineReasonWith((ctx, restaurantId) => latestReason(ctx.db, 'restaurant', restaurantId, 'restaurant_offline'));
// A report's personal link shows the moderation's reason, which the log keeps (moderation imports reviews).
reviewReportService.readDecisionReasonWith((ctx, reviewId, removed) => latestReason(ctx.db, 'review', reviewId, removed ? 'review_removed' : 'review_kept'));

// Every public event (a restaurant published, updated or taken off line, a review published) queues the partners'
// webhook deliveries in its transaction (the restaurants and moderation modules raise them without knowing webhooks).
onPublicEvent((db, event) => webhookService.queue(db, event));

/** What every module adds for the demo restaurateur (a subscription with its invoices, statistics), at a demo start. */
export function modulesDemo(config: Config): (db: Db, owner: DemoOwner) => Promise<void> {
  return async (db, owner) => {
    for (const module of modules) if ('demo' in module && module.demo) await module.demo(db, owner, config);
  };
}
