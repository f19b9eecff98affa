import { DataSource } from 'typeorm';
import { SqlLogger } from './sql-logger.js';
import { RestaurantSide1763800000000 } from '../../../migrations/1763800000000-restaurant-side.js';
import { Accounts1763900000000 } from '../../../migrations/1763900000000-accounts.js';
import { SearchKeys1764000000000 } from '../../../migrations/1764000000000-search-keys.js';
import { FilterCellKeys1764100000000 } from '../../../migrations/1764100000000-filter-cell-keys.js';
import { Hardening1764200000000 } from '../../../migrations/1764200000000-hardening.js';
import { Registration1795471003337 } from '../../../migrations/1795471003337-registration.js';
import { Billing1795472336174 } from '../../../migrations/1795472336174-billing.js';
import { PublicationRequest1795473203985 } from '../../../migrations/1795473203985-publication-request.js';
import { PaymentCommand1795474053176 } from '../../../migrations/1795474053176-payment-command.js';
import { AccountTerms1795484637927 } from '../../../migrations/1795484637927-account-terms.js';
import { AccountInactivity1795485051282 } from '../../../migrations/1795485051282-account-inactivity.js';
import { RankingScore1795485296522 } from '../../../migrations/1795485296522-ranking-score.js';
import { AudienceMeasurement1795694260140 } from '../../../migrations/1795694260140-audience-measurement.js';
import { ModerationLog1795695848891 } from '../../../migrations/1795695848891-moderation-log.js';
import { RestaurantOffline1795697000000 } from '../../../migrations/1795697000000-restaurant-offline.js';
import { AccountDisabled1795697000001 } from '../../../migrations/1795697000001-account-disabled.js';
import { ReviewReport1795697329416 } from '../../../migrations/1795697329416-review-report.js';
import { PageElements1795705889961 } from '../../../migrations/1795705889961-page-elements.js';
import { RegistrationClaim1795706610816 } from '../../../migrations/1795706610816-registration-claim.js';
import { ReviewWriting1795707129524 } from '../../../migrations/1795707129524-review-writing.js';
import { ReviewReplies1795708559058 } from '../../../migrations/1795708559058-review-replies.js';
import { ReviewPhotos1795709302497 } from '../../../migrations/1795709302497-review-photos.js';
import { DishSearch1795716997848 } from '../../../migrations/1795716997848-dish-search.js';
import { SecondFactorChallenge1795720000000 } from '../../../migrations/1795720000000-second-factor-challenge.js';
import { RestaurateurAccountDeletion1795754894698 } from '../../../migrations/1795754894698-restaurateur-account-deletion.js';
import { PaymentAccessCode1795767990318 } from '../../../migrations/1795767990318-payment-access-code.js';
import { RegistrationDraft1795768217961 } from '../../../migrations/1795768217961-registration-draft.js';
import { ReviewMealsAsSearchFilters1795768870753 } from '../../../migrations/1795768870753-review-meals-as-search-filters.js';
import { WaitingRestaurantsHaveARequest1795770549955 } from '../../../migrations/1795770549955-waiting-restaurants-have-a-request.js';
import { MailOutbox1795780000000 } from '../../../migrations/1795780000000-mail-outbox.js';
import { SubscriptionsEndedByMijote1795792000000 } from '../../../migrations/1795792000000-subscriptions-ended-by-mijote.js';
import { AdultDeclaration1795794000000 } from '../../../migrations/1795794000000-adult-declaration.js';
import { ImportedReviews1795794100000 } from '../../../migrations/1795794100000-imported-reviews.js';
import { PaymentSandboxKeys1795798000000 } from '../../../migrations/1795798000000-payment-sandbox-keys.js';
import { TrustedDocuments1795798100000 } from '../../../migrations/1795798100000-trusted-documents.js';
import { Webhooks1795798200000 } from '../../../migrations/1795798200000-webhooks.js';
import { PartnerKeyUsage1795799000000 } from '../../../migrations/1795799000000-partner-key-usage.js';
import { ExplorerLog1795799500000 } from '../../../migrations/1795799500000-explorer-log.js';
import { RetentionPeriods1795791000000 } from '../../../migrations/1795791000000-retention-periods.js';
import { Appeals1795790000000 } from '../../../migrations/1795790000000-appeals.js';
import { AppealsOfReportsAndSubscriptions1795795000000 } from '../../../migrations/1795795000000-appeals-of-reports-and-subscriptions.js';
import { Notices1795793000000 } from '../../../migrations/1795793000000-notices.js';
import { PartnerKeys1795796000000 } from '../../../migrations/1795796000000-partner-keys.js';
import { AdminSecondFactor1795698984725 } from '../../../migrations/1795698984725-admin-second-factor.js';

export const migrations = [RestaurantSide1763800000000, Accounts1763900000000, SearchKeys1764000000000, FilterCellKeys1764100000000, Hardening1764200000000, Registration1795471003337, Billing1795472336174, PublicationRequest1795473203985, PaymentCommand1795474053176, AccountTerms1795484637927, AccountInactivity1795485051282, RankingScore1795485296522, AudienceMeasurement1795694260140, ModerationLog1795695848891, RestaurantOffline1795697000000, AccountDisabled1795697000001, ReviewReport1795697329416, AdminSecondFactor1795698984725, PageElements1795705889961, RegistrationClaim1795706610816, ReviewWriting1795707129524, ReviewReplies1795708559058, ReviewPhotos1795709302497, DishSearch1795716997848, SecondFactorChallenge1795720000000, RestaurateurAccountDeletion1795754894698, PaymentAccessCode1795767990318, RegistrationDraft1795768217961, ReviewMealsAsSearchFilters1795768870753, WaitingRestaurantsHaveARequest1795770549955, MailOutbox1795780000000, Appeals1795790000000, RetentionPeriods1795791000000, SubscriptionsEndedByMijote1795792000000, Notices1795793000000, AdultDeclaration1795794000000, ImportedReviews1795794100000, AppealsOfReportsAndSubscriptions1795795000000, PartnerKeys1795796000000, PaymentSandboxKeys1795798000000, TrustedDocuments1795798100000, Webhooks1795798200000, PartnerKeyUsage1795799000000, ExplorerLog1795799500000];

/** The entities are the app's (composition.ts): the infrastructure imports no feature module. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as Function
export function createDataSource(url: string, entities: readonly Function[], options: { logSql?: boolean; poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...entities],
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: options.logSql ? ['query', 'error'] : ['error'],
    logger: new SqlLogger(options.logSql === true),
    maxQueryExecutionTime: 2_000,
    extra: { max: options.poolSize ?? 10 },
  });
}
