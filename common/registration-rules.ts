import { checkBirthDate } from './account-rules.js';

/** Sizes of the restaurant registration fields (SPEC §5): the rules below, the forms' maxLength and the tables' checks. */
export const REGISTRATION_LIMITS = { restaurantNameMin: 2, restaurantNameMax: 50, message: 1000, linkDays: 7 } as const;

/** SPEC §5 and §8 registration messages, shared by the client forms and the server. */
export const REGISTRATION_MESSAGES = {
  restaurantNameInvalid: 'Nom incorrect',
  cityUnknown: 'Choisissez une commune du Maine-et-Loire dans la liste.',
  postcodeOutside: 'Le restaurant doit se trouver dans le Maine-et-Loire : le code postal commence par 49.',
  messageTooLong: `Le message est limité à ${REGISTRATION_LIMITS.message} caractères`,
  termsRequired: 'Acceptez les conditions générales pour continuer.',
  linkSent: 'Merci ! Votre lien d’inscription personnel vient de partir par e-mail. Il est valable 7 jours.',
  linkInvalid: 'Ce lien d’inscription n’est plus valide. Demandez-en un nouveau sur la page « Inscrire son restaurant ».',
  restaurantTaken: 'Ce restaurant est déjà géré par un autre compte restaurateur. Contactez-nous si vous en êtes le gérant.',
  /** SPEC §8: the alerts of the payment start (TOKEN_USED, any other failure, no answer). */
  registrationClosed: 'Inscription déjà terminée ou expirée. Redirection vers l\'accueil.',
  /** Once the account exists, the link alone opens nothing: the wizard resumes with the account's own session (issue 24). */
  signInToResume: 'Votre compte restaurateur est créé : connectez-vous avec son adresse e-mail et son mot de passe pour reprendre votre inscription.',
  paymentFailed: 'Erreur lors du paiement. Veuillez réessayer.',
  paymentNetworkFailed: 'Une erreur est survenue. Veuillez réessayer.',
  accountFirst: 'Créez d’abord votre compte (étape 1).',
  restaurantFirst: 'Renseignez d’abord votre restaurant (étape 2).',
  /** SPEC §8: the server's 'already use' answer to a code request. */
  alreadyUse: 'already use',
  codeSent: 'Un code de vérification vient de vous être envoyé par e-mail.',
  /** SPEC §7: the code check's answer when it succeeds (the account is then created). */
  codeVerified: 'Adresse e-mail vérifiée : votre compte restaurateur est créé.',
  /** SPEC §8: what the code check answers (the client shows ACCOUNT_MESSAGES' wording). */
  serverCodeIncorrect: 'Code de vérification incorrect',
  serverCodeExpired: 'Le code a expiré',
  serverEmailTaken: 'Adresse mail déjà utilisée',
  /** SPEC §8's red notice beside that message, at the code request or at the code check. */
  emailTakenNotice: 'L’adresse e-mail est déjà utilisée',
  /** What that notice goes on to say, at the contact form and in the wizard (docs/adr/0029). */
  accountExists: 'Un compte Mijote existe déjà avec cette adresse. Si c’est le vôtre, connectez-vous à votre espace restaurateur.',
  oneRestaurantPerAccount: 'Un compte gère un seul restaurant : pour inscrire un autre restaurant, utilisez une autre adresse e-mail.',
  /** Step 1 resumed before its code was checked: all but the password is back. */
  stepOneResumed: 'Nous avons gardé vos informations. Saisissez de nouveau votre mot de passe, puis « Suivant » pour recevoir un nouveau code.',
} as const;

/** Restaurant names: 2 to 50 characters (SPEC §5). */
export function checkRestaurantName(name: string): string | null {
  const n = name.trim();
  return n.length < REGISTRATION_LIMITS.restaurantNameMin || n.length > REGISTRATION_LIMITS.restaurantNameMax ? REGISTRATION_MESSAGES.restaurantNameInvalid : null;
}

export function checkRegistrationMessage(message: string): string | null {
  return message.length > REGISTRATION_LIMITS.message ? REGISTRATION_MESSAGES.messageTooLong : null;
}

/** A birth date sent as yyyy-mm-dd (the wizard's three boxes joined): the rule of the three boxes. */
export function checkBirthDateIso(iso: string, today = new Date()): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? checkBirthDate(m[3], m[2], m[1], today) : checkBirthDate('', '', '', today);
}

/** The wizard's three steps (SPEC §2) in order; a registration resumes at the first step not done. */
export const REGISTRATION_STEPS = ['account', 'restaurant', 'payment'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
export const REGISTRATION_STEP_TITLES: Record<RegistrationStep, string> = {
  account: 'Informations personnelles',
  restaurant: 'Informations de votre restaurant',
  payment: 'Paiement',
};
