import { MEALS, REVIEW_REJECTION_REASONS, type Meal, type ReviewRejectionReason } from '../../../../common/review-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import type { RequestContext } from '../../graphql/context.js';
import { REPORT_REASONS, REPORT_STATES, type ReportReason } from '../../../../common/review-report-rules.js';
import { APPEAL_MESSAGES } from '../../../../common/appeal-rules.js';
import { toAppeal, type AppealRow } from '../appeals/index.js';
import { reviewPhotoUrl } from '../media/index.js';
import { ReportFollowUp } from './review-report.type.js';
import type { FollowedReportRow } from './review-reports.queries.js';
import { Review } from './review.type.js';
import { MyReview, OwnerReview, PublicReply, ReviewPicture, ReviewTarget } from './review-writing.type.js';
import type { ReviewRow } from './review.loaders.js';
import type { OwnerReviewRow } from './review-replies.queries.js';
import type { AuthorReviewRow, ReviewTargetRow } from './review-writing.queries.js';

const rejection = (reason: string | null) => (reason ? REVIEW_REJECTION_REASONS[reason as ReviewRejectionReason] ?? null : null);

export function toReview(r: ReviewRow): Review {
  return Object.assign(new Review(), {
    id: String(r.id), authorName: r.author_name, authorId: r.author_id == null ? null : String(r.author_id),
    rating: r.rating, title: r.title, text: r.text, visitDate: r.visit_date, meal: r.meal ? MEALS[r.meal as Meal] ?? null : null, publishedAt: r.published_at,
    editedAt: r.edited_at,
    verifiedVisit: r.verified_visit, imported: r.imported,
    photos: r.photos.map((p) => Object.assign(new ReviewPicture(), { id: null, url: `/media/${p.path}`, width: p.width, height: p.height })),
    reply: r.reply_text && r.reply_published_at ? Object.assign(new PublicReply(), { text: r.reply_text, publishedAt: r.reply_published_at, editedAt: r.reply_edited_at }) : null,
  });
}

/** A review as its author (MyReview) and the moderation (QueuedReview) see it. */
export const authorReviewFields = (ctx: RequestContext, r: AuthorReviewRow) => ({
  id: r.id, idUrl: r.id_url, restaurantName: r.restaurant_name, restaurantPath: restaurantPath(r.city_slug, r.restaurant_name, r.id_url), rating: r.rating,
  title: r.title, text: r.text, visitDate: r.visit_date, meal: r.meal, status: r.status,
  rejectionReason: rejection(r.rejection_reason),
  rejectionDetails: r.rejection_details, createdAt: r.created_at, publishedAt: r.published_at, editedAt: r.edited_at,
  verifiedVisit: r.verified_visit, hasReceipt: r.has_receipt,
  photos: r.photos.map((p) => Object.assign(new ReviewPicture(), { id: p.id, url: reviewPhotoUrl(ctx, p.path), width: p.width, height: p.height })),
});

/** A published review of the owner's restaurant, with the owner's reply and its moderation. */
export const toOwnerReview = (r: OwnerReviewRow): OwnerReview => Object.assign(new OwnerReview(), {
  id: r.id, authorName: r.author_name, rating: r.rating, title: r.title, text: r.text, visitDate: r.visit_date, publishedAt: r.published_at, editedAt: r.edited_at,
  isNew: r.is_new, replyText: r.reply_text, replyStatus: r.reply_status, replyPublishedAt: r.reply_published_at, replyEditedAt: r.reply_edited_at,
  replyRejectionReason: rejection(r.reply_rejection_reason), replyRejectionDetails: r.reply_rejection_details,
});

export const toReviewTarget = (t: ReviewTargetRow & { path: string }): ReviewTarget => Object.assign(new ReviewTarget(), { idUrl: t.id_url, name: t.name, path: t.path });

export const toMyReview = (ctx: RequestContext) => (r: AuthorReviewRow): MyReview => Object.assign(new MyReview(), authorReviewFields(ctx, r));

/** A report as its author follows it (docs/adr/0041), with the moderation's reason once decided. */
export const toReportFollowUp = (row: FollowedReportRow, reason: string | null, appeal: { row: AppealRow; token: string } | null): ReportFollowUp => Object.assign(new ReportFollowUp(), {
  restaurantName: row.restaurant_name, reasonLabel: REPORT_REASONS[row.reason as ReportReason] ?? row.reason, reportedAt: row.created_at, state: row.status,
  stateLabel: appeal?.row.outcome === 'reversed' ? APPEAL_MESSAGES.reportReversedState : REPORT_STATES[row.status], decidedAt: row.decided_at, decisionReason: reason,
  appeal: appeal ? toAppeal(appeal.row) : null, appealToken: appeal?.token ?? null,
  contestNote: row.status !== 'kept' ? null : appeal ? APPEAL_MESSAGES.reportContest : APPEAL_MESSAGES.reportNoAddress,
});
