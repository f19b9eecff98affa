/**
 * The mail module's one entry: the mailer the app's services hold (SMTP, or the outbox folder without one) and the
 * messages other modules send with it. It has no tables, resolvers nor routes, so it is no feature of modules/index.ts.
 */
export { createMailer, type MailMessage } from './mail.service.js';
export {
  accountDeletedMail, accountDisabledMail, cardRegisteredMail, chargeFailedMail, inactivityWarningMail, newReviewMail, passwordChangedMail,
  passwordResetMail, publicationAcceptedMail, publicationRejectedMail, registrationLinkMail, renewalReceiptMail, replyRejectedMail, reportOutcomeMail,
  restaurantOfflineMail, restaurantOnlineMail, reviewPublishedMail, reviewRejectedMail, reviewRemovedMail, subscriptionCancelledMail,
  subscriptionLapsedMail, verificationCodeMail, welcomeMail, type MailContent,
} from './mail.templates.js';
