/**
 * The mail module's one entry: the transactional outbox (table mail_outbox, docs/adr/0038) other modules queue their
 * messages in with `queueMail`, in the transaction of the change that causes them, its delivery job, and the messages.
 */
import { defineModule } from '../module.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';
import { startMailJobs } from './mail.jobs.js';

export { createMailer, type MailMessage } from './mail.service.js';
export { MailOutbox, mailDeliveries, queueMail } from './mail-outbox.service.js';
export {
  accountDeletedMail, accountDisabledMail, appealAnswerMail, cardRegisteredMail, chargeFailedMail, inactivityWarningMail, newReviewMail, passwordChangedMail,
  passwordResetMail, publicationAcceptedMail, publicationRejectedMail, registrationLinkMail, renewalReceiptMail, replyRejectedMail, reportOutcomeMail,
  moderationDigestMail, partnerKeyApprovedMail, partnerKeyRefusedMail, restaurantOfflineMail, restaurantOnlineMail, reviewPublishedMail, reviewRejectedMail, reviewRemovedMail, subscriptionCancelledMail,
  subscriptionEndedByMijoteMail, subscriptionLapsedMail, subscriptionSuspendedMail, termsNoticeMail, verificationCodeMail, webhookDisabledMail, welcomeMail, type MailContent,
} from './mail.templates.js';

export const mailModule = defineModule({ name: 'mail', entities: [MailOutboxEntity], start: startMailJobs });
