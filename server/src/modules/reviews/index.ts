import { defineModule } from '../module.js';
import { ReviewPhotoEntity } from './review-photo.entity.js';
import { reviewPhotoRoutes } from './review-photo.rest.js';
import { ReviewReplyEntity } from './review-reply.entity.js';
import { ReviewReportEntity } from './review-report.entity.js';
import { ReviewReportResolver } from './review-report.resolver.js';
import { ReviewEntity } from './review.entity.js';
import { reviewLoaders } from './review.loaders.js';
import { RestaurantReviewsResolver } from './review.resolver.js';
import { ReviewWritingResolver } from './review-writing.resolver.js';
import { ReviewReplyResolver } from './review-reply.resolver.js';

/** The reviews module's one entry (server/src/modules/module.ts). */
export const reviewsModule = defineModule({ name: 'reviews', entities: [ReviewEntity, ReviewReportEntity, ReviewReplyEntity, ReviewPhotoEntity], resolvers: [RestaurantReviewsResolver, ReviewReportResolver, ReviewWritingResolver, ReviewReplyResolver], routes: reviewPhotoRoutes, loaders: (ctx) => reviewLoaders(ctx.db) });

// What the moderation module asks of the reviews' tables: its queues' rows and its decisions, in its transaction.
export { closeReports, lockReportedReview, reinstateReview, removeReview, reportedReviews, type ReportedReviewRow } from './review-reports.queries.js';
/** A reporter's appeal of a « keep » (docs/adr/0049): their report, beside it in area 2. */
export { reportsByIds, type AppealedReportRow } from './review-reports.queries.js';
/** The retention sweep (docs/adr/0042). */
export { purgeDecidedReports } from './review-reports.queries.js';
export { agingPendingReviews, pendingReviewCounts, pendingReviews, type QueuedReviewRow } from './review-writing.queries.js';
export { decideReply, lockPendingReply, pendingReplies, reinstateReply, type QueuedReplyRow } from './review-replies.queries.js';
export { recordReviewDecision } from './review-writing.service.js';
export { reviewReportService } from './review-report.service.js';
export { authorReviewFields } from './review.mapper.js';
export { MyReview, REVIEW_DONE_ERRORS, ReviewDone, ReviewDoneResult } from './review-writing.type.js';
/** The importer's reviews (data/import). */
export { deleteImportedReviews, insertImportedReviews } from './imported-reviews.queries.js';
/** Account deletion (accounts imports nothing of reviews: modules/index.ts hands these over). */
export { deleteUnpublishedReviewsOf, unpublishedPicturesOf } from './author-reviews.queries.js';
