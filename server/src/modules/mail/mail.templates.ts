/**
 * The transactional e-mails, by family: access-mails.ts (verification code, password reset, welcome, registration
 * link), account-mails.ts, billing-mails.ts, publication-mails.ts, review-mails.ts and appeal-mails.ts, on mail-layout.ts's layout.
 */
export { formatDuration, type MailContent } from './mail-layout.js';
export { MAIL_SUBJECTS, passwordResetMail, registrationLinkMail, verificationCodeMail, welcomeMail } from './access-mails.js';
export {
  ACCOUNT_MAIL_SUBJECTS, termsNoticeMail, ACCOUNT_MODERATION_SUBJECTS, accountDeletedMail, accountDisabledMail, inactivityWarningMail, passwordChangedMail,
} from './account-mails.js';
export {
  BILLING_MAIL_SUBJECTS, cardRegisteredMail, chargeFailedMail, renewalReceiptMail, subscriptionCancelledMail, subscriptionEndedByMijoteMail, subscriptionLapsedMail,
  subscriptionSuspendedMail,
} from './billing-mails.js';
export {
  PUBLICATION_MAIL_SUBJECTS, publicationAcceptedMail, publicationRejectedMail, restaurantOfflineMail, restaurantOnlineMail,
} from './publication-mails.js';
export {
  newReviewMail, replyRejectedMail, reportOutcomeMail, REVIEW_MODERATION_SUBJECTS, reviewPublishedMail, reviewRejectedMail, reviewRemovedMail,
} from './review-mails.js';
export { APPEAL_MAIL_SUBJECTS, appealAnswerMail } from './appeal-mails.js';
export { MODERATION_DIGEST_SUBJECT, moderationDigestMail } from './moderation-mails.js';
export { partnerKeyApprovedMail, partnerKeyRefusedMail } from './partner-key-mails.js';
export { webhookDisabledMail } from './webhook-mails.js';
