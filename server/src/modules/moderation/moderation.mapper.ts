import { MODERATION_ACTIONS } from '../../../../common/moderation-rules.js';
import { REPORT_REASONS, type ReportReason } from '../../../../common/review-report-rules.js';
import { REVIEW_FLAGS, type ReviewFlag } from '../../../../common/review-rules.js';
import { SUBSCRIPTION_DECISION_LABELS, SUBSCRIPTION_GROUNDS } from '../../../../common/subscription-decision-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import type { RequestContext } from '../../graphql/context.js';
import { authorReviewFields, type QueuedReplyRow, type QueuedReviewRow, type ReportedReviewRow } from '../reviews/index.js';
import type { LogEntryRow } from './moderation-log.queries.js';
import { ModerationLogEntry } from './moderation-log.type.js';
import { toAppeal } from '../appeals/index.js';
import type { QueuedAppealRows } from './appeal-decision.service.js';
import { AppealedReport, AppealedSubscriptionDecision, QueuedAppeal } from './appeal-decision.type.js';
import { QueuedReply } from './reply-moderation.type.js';
import { ReportedReview, ReviewReportView } from './report-moderation.type.js';
import { QueuedReview } from './review-moderation.type.js';

export const toLogEntry = (r: LogEntryRow): ModerationLogEntry => Object.assign(new ModerationLogEntry(), {
  id: r.id, at: r.at, actor: r.actor_label, action: r.action, actionLabel: MODERATION_ACTIONS[r.action], targetKind: r.target_kind,
  targetId: r.target_id, targetLabel: r.target_label, reason: r.reason,
});

export const toQueuedReply = (r: QueuedReplyRow): QueuedReply => Object.assign(new QueuedReply(), {
  id: r.id, text: r.text, createdAt: r.created_at, editedAt: r.edited_at, publishedBefore: r.published_at !== null, restaurantName: r.restaurant_name,
  restaurantPath: restaurantPath(r.city_slug, r.restaurant_name, r.id_url), reviewTitle: r.review_title, reviewText: r.review_text, reviewAuthor: r.review_author,
  reviewRating: r.review_rating,
});

export const toReportedReview = (r: ReportedReviewRow): ReportedReview => Object.assign(new ReportedReview(), {
  reviewId: r.review_id, restaurantName: r.restaurant_name, restaurantIdUrl: r.restaurant_id_url, authorName: r.author_name, rating: r.rating, text: r.text,
  visitDate: r.visit_date, publishedAt: r.published_at,
  reports: r.reports.map((p) => Object.assign(new ReviewReportView(), {
    reason: REPORT_REASONS[p.reason as ReportReason] ?? p.reason, details: p.details, createdAt: new Date(p.created_at), signedIn: p.signed_in,
  })),
});

export const toQueuedReview = (ctx: RequestContext) => (r: QueuedReviewRow): QueuedReview => Object.assign(new QueuedReview(), {
  ...authorReviewFields(ctx, r), authorName: r.author_name, authorEmail: r.author_email, flags: r.flags.map((f) => REVIEW_FLAGS[f as ReviewFlag] ?? f),
});

export const toQueuedAppeal = (q: QueuedAppealRows): QueuedAppeal => Object.assign(new QueuedAppeal(), {
  appeal: toAppeal(q.row), email: q.row.email, decision: q.decision ? toLogEntry(q.decision) : null, history: q.history.map(toLogEntry), decidedByViewer: q.decidedByViewer,
  report: q.report ? Object.assign(new AppealedReport(), {
    reasonLabel: REPORT_REASONS[q.report.reason as ReportReason] ?? q.report.reason, details: q.report.details, reportedAt: q.report.created_at, reviewText: q.report.review_text,
  }) : null,
  subscriptionHistory: q.subscriptionHistory.map((d) => Object.assign(new AppealedSubscriptionDecision(), {
    label: SUBSCRIPTION_DECISION_LABELS[d.kind], groundLabel: d.ground ? SUBSCRIPTION_GROUNDS[d.ground].label : null, reasons: d.reasons, effectiveOn: d.effectiveOn,
    actor: d.actorEmail, decidedAt: d.createdAt,
  })),
});
