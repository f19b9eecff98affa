import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_REJECTION_REASONS } from '../../../../common/review-rules.js';
import { ServiceError } from '../shared/service-errors.js';

/** A review's or reply's moderation ground (a charter ground, required to refuse) and details, checked; both null to publish. */
export function checkedDecision(publish: boolean, rawReason: string | null, rawDetails: string | null): { reason: string | null; details: string | null } {
  if (publish) return { reason: null, details: null };
  const reason = rawReason ?? '';
  const details = (rawDetails ?? '').trim();
  if (!Object.hasOwn(REVIEW_REJECTION_REASONS, reason)) throw new ServiceError('INVALID_INPUT', REVIEW_MESSAGES.reasonRequired, 'reason');
  if ([...details].length > REVIEW_LIMITS.decisionDetails) throw new ServiceError('INVALID_INPUT', REVIEW_MESSAGES.detailsTooLong, 'details');
  return { reason, details: details || null };
}
