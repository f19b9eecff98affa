/** The mails of getting in: the e-mail verification code, the password reset link, the welcome and the registration link. */
import { escapeHtml } from '../shared/escape-html.js';
import { BRAND_COLOUR, FONT, formatDuration, greeting, IGNORE_NOTICE, layout, linkButton, linkFallback, oneLine, P, p, SMALL, text, type MailContent } from './mail-layout.js';

type WelcomeRole = 'customer' | 'restaurateur';

/** Fixed subjects, so that tests and the outbox helpers can recognise each kind of message. */
export const MAIL_SUBJECTS = {
  verificationCode: 'Votre code de vérification Mijote',
  passwordReset: 'Réinitialisation de votre mot de passe Mijote',
  welcome: 'Bienvenue sur Mijote !',
  registrationLink: 'Votre lien d’inscription Mijote',
} as const;

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
  return {
    subject,
    text: text([greeting(firstName), '', intro, '', url, '', validity, '', IGNORE_NOTICE]),
    html: layout(
      subject,
      'Choisissez un nouveau mot de passe pour votre compte Mijote.',
      [
        p(escapeHtml(greeting(firstName))),
        p(escapeHtml('Vous avez demandé à réinitialiser le mot de passe de votre compte Mijote.')),
        linkButton(url, 'Choisir un nouveau mot de passe'),
        p(escapeHtml(validity)),
        linkFallback(url),
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
  return {
    subject,
    text: text([greeting(''), '', intro, '', url, '', steps, '', validity, '', IGNORE_NOTICE]),
    html: layout(
      subject,
      `Inscrivez ${name} sur Mijote.`,
      [
        p(escapeHtml(greeting(''))),
        p(escapeHtml(`${lead}.`)),
        linkButton(url, 'Inscrire mon restaurant'),
        p(escapeHtml(steps)),
        p(escapeHtml(validity)),
        linkFallback(url),
        p(escapeHtml(IGNORE_NOTICE), SMALL),
      ].join('\n'),
    ),
  };
}
