/**
 * French transactional e-mails (vouvoiement). Each template returns a subject, a plain-text version and
 * a simple, accessible HTML version (inline styles, no external images). Every interpolated value is
 * HTML-escaped in the HTML version. Typography: guillemets « », ordinary spaces before : ; ? !
 * (applied consistently), straight apostrophes.
 */
import { ofName } from '../../../../common/french.js';
import { escapeHtml } from '../shared/escape-html.js';
import { CANCELLATION_TEXTS } from '../../../../common/billing-rules.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type WelcomeRole = 'customer' | 'restaurateur';

const PRODUCT_NAME = 'Mijote';
const BRAND_COLOUR = '#7a2e1d';

/** Fixed subjects, so that tests and the outbox helpers can recognise each kind of message. */
export const MAIL_SUBJECTS = {
  verificationCode: 'Votre code de vérification Mijote',
  passwordReset: 'Réinitialisation de votre mot de passe Mijote',
  welcome: 'Bienvenue sur Mijote !',
  registrationLink: 'Votre lien d’inscription Mijote',
} as const;

const IGNORE_NOTICE = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";
const SIGNATURE = "L'équipe Mijote";
const FOOTER = "Ce message vous a été envoyé automatiquement par Mijote, l'annuaire des restaurants du Maine-et-Loire. Merci de ne pas y répondre.";

/** Keeps a single line (no control characters) for values interpolated into one line of text. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** "15 minutes", "1 minute", "1 heure", "24 heures". */
export function formatDuration(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m >= 60 && m % 60 === 0) {
    const h = m / 60;
    return `${h} ${h > 1 ? 'heures' : 'heure'}`;
  }
  return `${m} ${m > 1 ? 'minutes' : 'minute'}`;
}

function greeting(firstName: string): string {
  const name = oneLine(firstName);
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

const FONT = "font-family:Helvetica,Arial,sans-serif;";
const P = `margin:0 0 16px;${FONT}font-size:16px;line-height:1.5;color:#2b2623;`;
const SMALL = `margin:0 0 12px;${FONT}font-size:13px;line-height:1.5;color:#5c5450;`;

/** Paragraph whose content is already safe HTML. */
function p(safeHtml: string, style = P): string {
  return `<p style="${style}">${safeHtml}</p>`;
}

/** Wraps the body (already safe HTML) in the common layout. */
function layout(subject: string, preheader: string, bodyHtml: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f6f1ec;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f6f1ec;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background-color:${BRAND_COLOUR};padding:20px 28px;">
<p style="margin:0;${FONT}font-size:24px;font-weight:bold;letter-spacing:0.5px;color:#ffffff;">${PRODUCT_NAME}</p>
</td></tr>
<tr><td style="padding:28px;">
${bodyHtml}
${p(escapeHtml(SIGNATURE))}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #eadfd6;">
${p(escapeHtml(FOOTER), SMALL.replace('margin:0 0 12px;', 'margin:0;'))}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function text(lines: string[]): string {
  return [...lines, '', SIGNATURE, '', '--', FOOTER, ''].join('\n');
}

export interface VerificationCodeMailInput {
  firstName: string;
  code: string;
  minutes: number;
}

/** The 6-digit e-mail verification code. The text version carries the line `Votre code : 123456`. */
export function verificationCodeMail({ firstName, code, minutes }: VerificationCodeMailInput): MailContent {
  const subject = MAIL_SUBJECTS.verificationCode;
  const safeCode = oneLine(code);
  const validity = `Ce code est valable ${formatDuration(minutes)}.`;
  const intro = 'Pour confirmer votre adresse e-mail sur Mijote, saisissez le code ci-dessous :';
  return {
    subject,
    text: text([greeting(firstName), '', intro, '', `Votre code : ${safeCode}`, '', validity, '', IGNORE_NOTICE]),
    html: layout(
      subject,
      `Votre code : ${safeCode}`,
      [
        p(escapeHtml(greeting(firstName))),
        p(escapeHtml(intro)),
        `<p style="margin:0 0 16px;${FONT}font-size:16px;color:#2b2623;">Votre code :</p>`,
        `<p style="margin:0 0 20px;padding:14px 0;${FONT}font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;color:${BRAND_COLOUR};background-color:#f6f1ec;border-radius:6px;">${escapeHtml(safeCode)}</p>`,
        p(escapeHtml(validity)),
        p(escapeHtml(IGNORE_NOTICE), SMALL),
      ].join('\n'),
    ),
  };
}

export interface PasswordResetMailInput {
  firstName: string;
  link: string;
  minutes: number;
}

/** Password reset link (single use). The text version carries the link alone on its own line. */
export function passwordResetMail({ firstName, link, minutes }: PasswordResetMailInput): MailContent {
  const subject = MAIL_SUBJECTS.passwordReset;
  const url = oneLine(link);
  const intro = 'Vous avez demandé à réinitialiser le mot de passe de votre compte Mijote. Pour en choisir un nouveau, ouvrez le lien suivant :';
  const validity = `Ce lien est valable ${formatDuration(minutes)} et ne peut être utilisé qu'une seule fois.`;
  const fallback = 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :';
  return {
    subject,
    text: text([greeting(firstName), '', intro, '', url, '', validity, '', IGNORE_NOTICE]),
    html: layout(
      subject,
      'Choisissez un nouveau mot de passe pour votre compte Mijote.',
      [
        p(escapeHtml(greeting(firstName))),
        p(escapeHtml('Vous avez demandé à réinitialiser le mot de passe de votre compte Mijote.')),
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background-color:${BRAND_COLOUR};border-radius:6px;">` +
          `<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">Choisir un nouveau mot de passe</a>` +
          '</td></tr></table>',
        p(escapeHtml(validity)),
        p(`${escapeHtml(fallback)}<br><a href="${escapeHtml(url)}" style="color:${BRAND_COLOUR};word-break:break-all;">${escapeHtml(url)}</a>`, SMALL),
        p(escapeHtml(IGNORE_NOTICE), SMALL),
      ].join('\n'),
    ),
  };
}

export interface WelcomeMailInput {
  firstName: string;
  role: WelcomeRole;
}

const WELCOME: Record<WelcomeRole, { intro: string; listIntro: string; items: string[]; outro: string }> = {
  customer: {
    intro: 'Bienvenue sur Mijote ! Votre compte est prêt.',
    listIntro: 'Vous pouvez désormais :',
    items: [
      'ajouter des restaurants à vos favoris pour les retrouver en un instant ;',
      "publier des avis sur les tables que vous avez essayées et aider d'autres gourmands à choisir.",
    ],
    outro: 'Bonnes découvertes parmi les restaurants du Maine-et-Loire !',
  },
  restaurateur: {
    intro: 'Bienvenue sur Mijote ! Votre espace restaurateur est prêt.',
    listIntro: 'Depuis votre espace, vous pouvez :',
    items: [
      'compléter la page de votre restaurant : description, menu, horaires, photo de devanture, type et critères ;',
      'envoyer votre demande de publication une fois la page complète : notre équipe la vérifie avant la mise en ligne.',
    ],
    outro: 'Nous avons hâte de faire découvrir votre table aux gourmands du Maine-et-Loire.',
  },
};

/** Welcome message adapted to the role. */
export function welcomeMail({ firstName, role }: WelcomeMailInput): MailContent {
  const subject = MAIL_SUBJECTS.welcome;
  const w = WELCOME[role];
  return {
    subject,
    text: text([greeting(firstName), '', w.intro, '', w.listIntro, ...w.items.map((item) => `- ${item}`), '', w.outro]),
    html: layout(
      subject,
      w.intro,
      [
        p(escapeHtml(greeting(firstName))),
        p(escapeHtml(w.intro)),
        p(escapeHtml(w.listIntro), P.replace('margin:0 0 16px;', 'margin:0 0 8px;')),
        `<ul style="margin:0 0 16px;padding-left:22px;${FONT}font-size:16px;line-height:1.5;color:#2b2623;">`,
        ...w.items.map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`),
        '</ul>',
        p(escapeHtml(w.outro)),
      ].join('\n'),
    ),
  };
}

export interface RegistrationLinkMailInput {
  restaurantName: string;
  link: string;
  days: number;
  /** The restaurant is already listed: the link hands its page over (an admin sent it). */
  listed?: boolean;
}

/** The personal registration link of a restaurant (/contact_inscription or an admin). The text version carries it alone on its line. */
export function registrationLinkMail({ restaurantName, link, days, listed = false }: RegistrationLinkMailInput): MailContent {
  const subject = MAIL_SUBJECTS.registrationLink;
  const url = oneLine(link);
  const name = oneLine(restaurantName);
  // Sent by the team from a listed restaurant's file: the page exists, the link hands it over.
  const lead = listed
    ? `${name} figure déjà sur Mijote. Pour gérer vous-même sa page (carte, horaires, photos, réservation), voici votre lien personnel d’inscription`
    : `Merci de votre intérêt pour Mijote ! Voici votre lien personnel pour inscrire ${name}`;
  const intro = `${lead} :`;
  const steps = 'L’inscription se fait en trois étapes : vos informations personnelles (avec un code envoyé par e-mail), votre restaurant, puis l’enregistrement de votre carte sur la page sécurisée de notre prestataire (empreinte de 1 €, aucun débit ; le premier mois est offert).';
  const validity = `Ce lien est valable ${days} jours. Si vous vous arrêtez en chemin, rouvrez-le : vous reprendrez là où vous en étiez.`;
  const fallback = 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :';
  return {
    subject,
    text: text([greeting(''), '', intro, '', url, '', steps, '', validity, '', IGNORE_NOTICE]),
    html: layout(
      subject,
      `Inscrivez ${name} sur Mijote.`,
      [
        p(escapeHtml(greeting(''))),
        p(escapeHtml(`${lead}.`)),
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background-color:${BRAND_COLOUR};border-radius:6px;">` +
          `<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 24px;${FONT}font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">Inscrire mon restaurant</a>` +
          '</td></tr></table>',
        p(escapeHtml(steps)),
        p(escapeHtml(validity)),
        p(`${escapeHtml(fallback)}<br><a href="${escapeHtml(url)}" style="color:${BRAND_COLOUR};word-break:break-all;">${escapeHtml(url)}</a>`, SMALL),
        p(escapeHtml(IGNORE_NOTICE), SMALL),
      ].join('\n'),
    ),
  };
}

// ——— Billing (issue 11): the subscription's messages ———

export const BILLING_MAIL_SUBJECTS = {
  cardRegistered: 'Votre carte est enregistrée : abonnement Mijote activé',
  renewalReceipt: 'Votre abonnement Mijote est renouvelé',
  chargeFailed: 'Le paiement de votre abonnement Mijote a échoué',
  lapsed: 'Votre abonnement Mijote est suspendu',
  cancelled: 'Résiliation de votre abonnement Mijote',
} as const;

/** A message to a restaurateur: a greeting, its paragraphs (plain text, escaped in the HTML) and a link to the dashboard. */
function restaurateurMail(subject: string, firstName: string, paragraphs: string[], dashboardUrl: string): MailContent {
  const url = oneLine(dashboardUrl);
  const clean = paragraphs.map(oneLine);
  return {
    subject,
    text: text([greeting(firstName), '', ...clean.flatMap((l) => [l, '']), `Votre espace restaurateur : ${url}`]),
    html: layout(subject, clean[0] ?? subject, [
      p(escapeHtml(greeting(firstName))),
      ...clean.map((l) => p(escapeHtml(l))),
      p(`<a href="${escapeHtml(url)}" style="color:${BRAND_COLOUR};">Ouvrir mon espace restaurateur</a>`),
    ].join('\n')),
  };
}

export interface CardRegisteredMailInput { firstName: string; restaurantName: string; cardLastDigits: string; periodEnd: string; nextDue: string; amount: string; invoiceNumber: string; dashboardUrl: string }
/** The card check succeeded: the subscription is active, the first period is free. */
export function cardRegisteredMail(i: CardRegisteredMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.cardRegistered, i.firstName, [
    `Votre carte se terminant par ${i.cardLastDigits} est enregistrée et l’abonnement ${ofName(i.restaurantName)} est actif. L’empreinte bancaire de 1 € n’a pas été débitée.`,
    `Le premier mois vous est offert, jusqu’au ${i.periodEnd} inclus (facture ${i.invoiceNumber}, 0,00 € à payer). Le prochain prélèvement, de ${i.amount} TTC, aura lieu le ${i.nextDue}.`,
    'L’abonnement est sans engagement : vous pouvez le résilier à tout moment depuis votre espace, il prend fin à l’échéance payée.',
  ], i.dashboardUrl);
}

export interface RenewalReceiptMailInput { firstName: string; restaurantName: string; amount: string; invoiceNumber: string; periodStart: string; periodEnd: string; dashboardUrl: string }
export function renewalReceiptMail(i: RenewalReceiptMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.renewalReceipt, i.firstName, [
    `Nous avons bien reçu le paiement de ${i.amount} TTC pour l’abonnement ${ofName(i.restaurantName)}, du ${i.periodStart} au ${i.periodEnd}.`,
    `Votre facture ${i.invoiceNumber} est disponible dans votre espace restaurateur.`,
  ], i.dashboardUrl);
}

export interface ChargeFailedMailInput { firstName: string; restaurantName: string; amount: string; nextAttempt: string | null; lapseDate: string | null; dashboardUrl: string }
export function chargeFailedMail(i: ChargeFailedMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.chargeFailed, i.firstName, [
    `Le paiement de ${i.amount} TTC pour l’abonnement ${ofName(i.restaurantName)} a été refusé par votre banque.`,
    i.nextAttempt ? `Nous réessaierons le ${i.nextAttempt}. Vérifiez d’ici là votre carte ou enregistrez-en une nouvelle depuis votre espace.` : 'Enregistrez une nouvelle carte depuis votre espace.',
    i.lapseDate ? `Sans paiement, l’abonnement sera suspendu et votre page retirée du site après le dernier essai, vers le ${i.lapseDate}.` : '',
  ].filter(Boolean), i.dashboardUrl);
}

export interface LapsedMailInput { firstName: string; restaurantName: string; offline: boolean; dashboardUrl: string }
export function subscriptionLapsedMail(i: LapsedMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.lapsed, i.firstName, [
    `Après plusieurs essais, le paiement de l’abonnement ${ofName(i.restaurantName)} n’a pas pu aboutir : l’abonnement est suspendu.`,
    i.offline ? 'Votre page n’est plus visible sur Mijote. Elle sera remise en ligne dès que l’abonnement sera réglé.' : 'Votre page ne pourra pas être publiée tant que l’abonnement n’est pas réglé.',
    'Pour le réactiver, enregistrez une carte depuis votre espace restaurateur.',
  ], i.dashboardUrl);
}

export interface CancelledMailInput {
  firstName: string; restaurantName: string;
  /** The last paid day, and the next one: when the subscription ends and the page goes off line (dd/mm/yyyy). */
  endDate: string; offlineDate: string;
  /** The page is (was, once ended) on line. */
  online: boolean;
  effective: boolean; dashboardUrl: string;
}
/** The cancellation: asked (it ends on offlineDate, the page then off line) or effective (it ended, the page is off line). */
export function subscriptionCancelledMail(i: CancelledMailInput): MailContent {
  return restaurateurMail(BILLING_MAIL_SUBJECTS.cancelled, i.firstName, i.effective
    ? [
      `L’abonnement ${ofName(i.restaurantName)} a pris fin le ${i.offlineDate}, au terme de la période payée, comme vous l’aviez demandé.`,
      ...(i.online ? [CANCELLATION_TEXTS.pageWentOffline(i.offlineDate)] : []),
      'Vous pouvez vous réabonner à tout moment depuis votre espace restaurateur.',
    ]
    : [
      `Votre demande de résiliation est enregistrée pour ${i.restaurantName}. ${CANCELLATION_TEXTS.activeUntil(i.endDate, i.offlineDate)}`,
      i.online ? CANCELLATION_TEXTS.pageOnline(i.endDate, i.offlineDate) : CANCELLATION_TEXTS.pageNotOnline(i.endDate),
      'Vous avez changé d’avis ? Reprenez l’abonnement depuis votre espace avant cette date.',
    ],
  i.dashboardUrl);
}

// ——— Publication (issues 12 and 13): the moderation's decision ———

export const PUBLICATION_MAIL_SUBJECTS = {
  accepted: 'Votre restaurant est publié sur Mijote',
  rejected: 'Votre demande de publication Mijote',
  offline: 'Votre page Mijote a été mise hors ligne',
  online: 'Votre page Mijote est de nouveau en ligne',
} as const;

export interface PublicationAcceptedMailInput { firstName: string; restaurantName: string; pageUrl: string; dashboardUrl: string }
export function publicationAcceptedMail(i: PublicationAcceptedMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.accepted, i.firstName, [
    `Bonne nouvelle : la page ${ofName(i.restaurantName)} est maintenant en ligne sur Mijote.`,
    `Elle est visible ici : ${i.pageUrl}`,
    'Vos prochaines modifications y apparaîtront aussitôt enregistrées.',
  ], i.dashboardUrl);
}

export interface PublicationRejectedMailInput { firstName: string; restaurantName: string; reason: string; dashboardUrl: string }
export function publicationRejectedMail(i: PublicationRejectedMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.rejected, i.firstName, [
    `Nous avons examiné la page ${ofName(i.restaurantName)} : elle ne peut pas être publiée en l’état.`,
    `Motif : ${i.reason}`,
    'Complétez ou corrigez votre page depuis votre espace, puis envoyez une nouvelle demande de publication.',
  ], i.dashboardUrl);
}

export interface RestaurantOfflineMailInput { firstName: string; restaurantName: string; reason: string; dashboardUrl: string }
/** The moderation took the page off line (issue 13): why, and how to have it back. */
export function restaurantOfflineMail(i: RestaurantOfflineMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.offline, i.firstName, [
    `L’équipe Mijote a retiré du site la page ${ofName(i.restaurantName)} : elle n’apparaît plus dans les recherches.`,
    `Motif : ${i.reason}`,
    'Corrigez votre page depuis votre espace, puis demandez à nouveau sa publication ; vous pouvez aussi répondre à ce message pour contester cette décision.',
  ], i.dashboardUrl);
}

export interface RestaurantOnlineMailInput { firstName: string; restaurantName: string; reason: string; pageUrl: string; dashboardUrl: string }
export function restaurantOnlineMail(i: RestaurantOnlineMailInput): MailContent {
  return restaurateurMail(PUBLICATION_MAIL_SUBJECTS.online, i.firstName, [
    `La page ${ofName(i.restaurantName)} est de nouveau en ligne sur Mijote : ${i.pageUrl}`,
    `Motif : ${i.reason}`,
  ], i.dashboardUrl);
}

export interface AccountDisabledMailInput { firstName: string; disabled: boolean; reason: string }
/** An admin disabled or re-enabled the account (issue 13): why, and how to contest it. */
export function accountDisabledMail(i: AccountDisabledMailInput): MailContent {
  const subject = i.disabled ? ACCOUNT_MODERATION_SUBJECTS.disabled : ACCOUNT_MODERATION_SUBJECTS.enabled;
  const lines = i.disabled
    ? ['L’équipe Mijote a désactivé votre compte : vous ne pouvez plus vous y connecter.', `Motif : ${i.reason}`, 'Pour contester cette décision, répondez à ce message ou écrivez-nous depuis la page Contact du site.']
    : ['L’équipe Mijote a réactivé votre compte : vous pouvez de nouveau vous y connecter.', `Motif : ${i.reason}`];
  return noticeMail(subject, i.firstName, lines);
}

export const ACCOUNT_MODERATION_SUBJECTS = {
  disabled: 'Votre compte Mijote a été désactivé',
  enabled: 'Votre compte Mijote est réactivé',
} as const;

export const REVIEW_MODERATION_SUBJECTS = {
  removed: 'Votre avis sur Mijote a été retiré',
  outcome: 'Suite donnée à votre signalement sur Mijote',
  rejected: 'Votre avis sur Mijote n’a pas été publié',
  replyRejected: 'Votre réponse à un avis n’a pas été publiée',
  newReview: 'Nouvel avis sur votre restaurant',
  published: 'Votre avis est publié sur Mijote',
} as const;

export interface ReviewPublishedMailInput { firstName: string; restaurantName: string; excerpt: string; edited: boolean; pageUrl: string; profileUrl: string }
/** To the author, when the moderation publishes their review (or its edit): the moderation page says each decision is sent. */
export function reviewPublishedMail(i: ReviewPublishedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.published, i.firstName, [
    `${i.edited ? 'Votre avis modifié' : 'Votre avis'} sur ${i.restaurantName} (« ${i.excerpt} ») a été relu par l’équipe de modération de Mijote : il est publié sur la page du restaurant.`,
    `Vous pouvez le lire ici : ${i.pageUrl}`,
    `Vous pouvez le modifier ou le supprimer à tout moment depuis votre profil (${i.profileUrl}) ; une modification est relue à nouveau avant sa publication.`,
  ]);
}

export interface ReviewRemovedMailInput { firstName: string; restaurantName: string; excerpt: string; grounds: string[]; reason: string; contactUrl: string }
/** The statement of reasons owed to the author of a removed review (DSA art. 17). */
export function reviewRemovedMail(i: ReviewRemovedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.removed, i.firstName, [
    `Votre avis sur ${i.restaurantName} (« ${i.excerpt} ») a été retiré du site par l’équipe de modération de Mijote, après un ou plusieurs signalements.`,
    `Motifs des signalements : ${i.grounds.join(' ; ')}.`,
    `Motif de la décision : ${i.reason}`,
    'Cette décision a été prise par une personne de notre équipe, sans traitement automatisé, au regard de la charte des avis.',
    `Vous pouvez la contester en répondant à ce message ou depuis la page Contact (${i.contactUrl}) : nous la réexaminerons.`,
  ]);
}

export interface ReviewRejectedMailInput { firstName: string; restaurantName: string; excerpt: string; ground: string; details: string; contactUrl: string; profileUrl: string }
/** The statement of reasons of a review refused before publication (DSA art. 17): ground, facts, no automation, how to contest. */
export function reviewRejectedMail(i: ReviewRejectedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.rejected, i.firstName, [
    `Votre avis sur ${i.restaurantName} (« ${i.excerpt} ») n’a pas été publié : l’équipe de modération de Mijote l’a refusé.`,
    `Motif (charte des avis) : ${i.ground}.`,
    ...(i.details ? [`Précisions : ${i.details}`] : []),
    'Cette décision a été prise par une personne de notre équipe, sans traitement automatisé, au regard de la charte des avis.',
    `Vous pouvez modifier votre avis depuis votre profil (${i.profileUrl}) : il sera relu à nouveau. Vous pouvez aussi contester la décision pendant six mois en répondant à ce message ou depuis la page Contact (${i.contactUrl}) : une autre personne de l’équipe la réexaminera.`,
  ]);
}

export interface ReplyRejectedMailInput { firstName: string; restaurantName: string; excerpt: string; ground: string; details: string; reviewsUrl: string }
/** The owner's reply refused: the ground, and that it can be rewritten. */
export function replyRejectedMail(i: ReplyRejectedMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.replyRejected, i.firstName, [
    `Votre réponse à un avis sur ${i.restaurantName} (« ${i.excerpt} ») n’a pas été publiée : l’équipe de modération de Mijote l’a refusée.`,
    `Motif (charte des avis) : ${i.ground}.`,
    ...(i.details ? [`Précisions : ${i.details}`] : []),
    'Cette décision a été prise par une personne de notre équipe, sans traitement automatisé.',
    `Vous pouvez réécrire votre réponse depuis votre espace (${i.reviewsUrl}), ou contester la décision en répondant à ce message.`,
  ]);
}

export interface NewReviewMailInput { firstName: string; restaurantName: string; rating: number; title: string; reviewsUrl: string }
/** To the owner, when a review of their restaurant is published. */
export function newReviewMail(i: NewReviewMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.newReview, i.firstName, [
    `Un nouvel avis sur ${i.restaurantName} vient d’être publié : ${i.rating}/5, « ${i.title} ».`,
    `Vous pouvez le lire et y répondre publiquement depuis votre espace restaurateur : ${i.reviewsUrl}`,
  ]);
}

export interface ReportOutcomeMailInput { restaurantName: string; removed: boolean; reason: string }
export function reportOutcomeMail(i: ReportOutcomeMailInput): MailContent {
  return noticeMail(REVIEW_MODERATION_SUBJECTS.outcome, '', [
    `Merci pour votre signalement d’un avis sur ${i.restaurantName}.`,
    i.removed ? 'Après examen, l’équipe de modération a retiré cet avis du site.' : 'Après examen, l’équipe de modération a décidé de conserver cet avis.',
    `Motif : ${i.reason}`,
  ]);
}

// ——— Account security (issue 15): what changed on the account, told to its address ———

export const ACCOUNT_MAIL_SUBJECTS = {
  passwordChanged: 'Votre mot de passe Mijote a été modifié',
  accountDeleted: 'Votre compte Mijote est supprimé',
  inactivityWarning: 'Votre compte Mijote sera bientôt supprimé',
} as const;

/** A notice: a greeting and its paragraphs (plain text, escaped in the HTML), no button. */
function noticeMail(subject: string, firstName: string, paragraphs: string[]): MailContent {
  const clean = paragraphs.map(oneLine);
  return {
    subject,
    text: text([greeting(firstName), '', ...clean.flatMap((l) => [l, ''])]),
    html: layout(subject, clean[0] ?? subject, [p(escapeHtml(greeting(firstName))), ...clean.map((l) => p(escapeHtml(l)))].join('\n')),
  };
}

export interface PasswordChangedMailInput { firstName: string; when: string; resetUrl: string }
/** After a change from the profile or a reset link: every other session has ended; a stranger's change can be undone. */
export function passwordChangedMail(i: PasswordChangedMailInput): MailContent {
  return noticeMail(ACCOUNT_MAIL_SUBJECTS.passwordChanged, i.firstName, [
    `Le mot de passe de votre compte Mijote a été modifié le ${i.when}. Vos autres sessions ont été fermées.`,
    `Ce n'est pas vous ? Choisissez sans attendre un nouveau mot de passe avec « Mot de passe oublié » : ${i.resetUrl}`,
  ]);
}

export interface AccountDeletedMailInput { firstName: string; keptReviews: number; inactive: boolean }
export function accountDeletedMail(i: AccountDeletedMailInput): MailContent {
  return noticeMail(ACCOUNT_MAIL_SUBJECTS.accountDeleted, i.firstName, [
    i.inactive
      ? 'Sans connexion depuis deux ans, votre compte Mijote a été supprimé comme annoncé : votre profil, vos favoris et votre photo sont effacés.'
      : 'Votre compte Mijote a bien été supprimé, comme vous l’avez demandé : votre profil, vos favoris et votre photo sont effacés.',
    i.keptReviews > 0
      ? `Vos avis publiés (${i.keptReviews}) restent visibles, signés « Ancien membre », sans votre nom ni votre photo, comme l’annonce notre charte des avis.`
      : 'Aucun avis publié n’était lié à votre compte.',
    'Vous pouvez créer un nouveau compte à tout moment.',
  ]);
}

export interface InactivityWarningMailInput { firstName: string; deleteOn: string; siteUrl: string }
/** 30 days before an inactive account's deletion (privacy policy): signing in once keeps it. */
export function inactivityWarningMail(i: InactivityWarningMailInput): MailContent {
  return noticeMail(ACCOUNT_MAIL_SUBJECTS.inactivityWarning, i.firstName, [
    'Vous ne vous êtes pas connecté à votre compte Mijote depuis bientôt deux ans.',
    `Comme l’annonce notre politique de confidentialité, il sera supprimé le ${i.deleteOn}, avec vos favoris et votre photo (vos avis publiés resteraient visibles, sans votre nom).`,
    `Pour le garder, il suffit de vous connecter d’ici là : ${i.siteUrl}`,
  ]);
}
