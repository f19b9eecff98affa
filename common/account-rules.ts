/** SPEC §5 sizes of the account fields: the rules below, the forms' maxLength and the table's check use them. */
export const ACCOUNT_LIMITS = { email: 254, passwordMin: 8, passwordMax: 128, nameMin: 2, nameMax: 30, biography: 1000 } as const;

/** SPEC §5 account rules and their French messages, shared by the client forms and the server. */
export const ACCOUNT_MESSAGES = {
  passwordTooShort: `Le mot de passe doit contenir au moins ${ACCOUNT_LIMITS.passwordMin} caractères`,
  passwordTooShortShort: 'Mot de passe trop court',
  passwordTooLong: `Le mot de passe doit contenir au plus ${ACCOUNT_LIMITS.passwordMax} caractères`,
  passwordUppercase: 'Le mot de passe doit contenir au moins une majuscule',
  passwordLowercase: 'Le mot de passe doit contenir au moins une minuscule',
  passwordDigit: 'Le mot de passe doit contenir au moins un chiffre',
  passwordSpecial: 'Le mot de passe doit contenir au moins un caractère spécial parmi ! @ # $ % * / ^',
  passwordForbidden: 'Seuls les caractères spéciaux ! @ # $ % * / ^ sont autorisés',
  passwordMismatch: 'Mot de passe différent',
  emailInvalid: 'Adresse e-mail invalide',
  firstNameInvalid: 'Prénom incorrect',
  lastNameInvalid: 'Nom incorrect',
  birthDateInvalid: 'Rentrer une date valide',
  salutationInvalid: 'Civilité invalide : M., Mme ou Autre',
  biographyTooLong: `La présentation est limitée à ${ACCOUNT_LIMITS.biography} caractères`,
  emailAlreadyUsed: 'L\'adresse mail est déjà utilisée',
  codeIncorrect: 'Le code est incorrect',
  codeExpired: 'Le code a expiré',
  codeTooManyAttempts: 'Trop d’essais : demandez un nouveau code.',
  loginFailed: 'Adresse e-mail ou mot de passe incorrect',
  /** Right password, but an admin account outside its area (docs/adr/0026): the area's address is known to the team only. */
  adminAreaOnly: 'Ce compte est un compte d’administration : connectez-vous depuis l’adresse de l’espace d’administration.',
  /** Right password, but not an admin account, in an admin area (docs/adr/0026). */
  notAdminAccount: 'Ce compte n’a pas accès à l’administration : connectez-vous avec « Connexion » sur la page d’accueil de Mijote.',
  accountDisabled: 'Ce compte a été désactivé par l’équipe Mijote. Écrivez-nous depuis la page Contact pour en savoir plus.',
  tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  emailNotVerified: 'Votre adresse e-mail n’est pas encore vérifiée : saisissez le code reçu.',
  termsRequired: 'Acceptez les conditions générales d’utilisation pour créer votre compte.',
  adultRequired: 'Le compte client est réservé aux personnes majeures : confirmez que vous avez 18 ans ou plus.',
} as const;

/**
 * The version of the legal texts (CGU, privacy policy) in force: the day of their last change, shown as « Dernière mise à
 * jour » on the legal pages and recorded with each account's acceptance at sign-up (issue 15).
 */
export const LEGAL_VERSION = '2026-11-29';

/** Sign-up needs the CGU accepted: the box ticked (true), nothing else. */
export function checkTermsAccepted(value: unknown): string | null {
  return value === true ? null : ACCOUNT_MESSAGES.termsRequired;
}

/** Sign-up needs the declaration of being of age (CGU): the box ticked (true), nothing else. */
export function checkAdultDeclared(value: unknown): string | null {
  return value === true ? null : ACCOUNT_MESSAGES.adultRequired;
}

export const SALUTATIONS = ['M.', 'Mme', 'Autre'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
const PASSWORD_SPECIALS = '!@#$%*/^';
export const VERIFICATION_CODE_LENGTH = 6;

/** Sanitised, spaces removed, lowercase (SPEC §5). */
export function normaliseEmail(raw: string): string {
  return raw.normalize('NFC').replace(/[\s\u200B-\u200D\uFEFF]/g, '').replace(/[<>"'`]/g, '').toLowerCase();
}

const EMAIL = /^[a-z0-9.!#$%&*+/=?^_{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function checkEmail(email: string): string | null {
  return email.length > ACCOUNT_LIMITS.email || !EMAIL.test(email) ? ACCOUNT_MESSAGES.emailInvalid : null;
}

/** Every password problem, in the order the form shows them; empty when valid. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < ACCOUNT_LIMITS.passwordMin) problems.push(ACCOUNT_MESSAGES.passwordTooShort);
  if (password.length > ACCOUNT_LIMITS.passwordMax) problems.push(ACCOUNT_MESSAGES.passwordTooLong);
  if (!/[A-Z]/.test(password)) problems.push(ACCOUNT_MESSAGES.passwordUppercase);
  if (!/[a-z]/.test(password)) problems.push(ACCOUNT_MESSAGES.passwordLowercase);
  if (!/[0-9]/.test(password)) problems.push(ACCOUNT_MESSAGES.passwordDigit);
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) problems.push(ACCOUNT_MESSAGES.passwordSpecial);
  if (/[^A-Za-z0-9!@#$%*/^]/.test(password)) problems.push(ACCOUNT_MESSAGES.passwordForbidden);
  return problems;
}

export function checkPassword(password: string): string | null {
  return passwordProblems(password)[0] ?? null;
}

export function checkPasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : ACCOUNT_MESSAGES.passwordMismatch;
}

/** Registration names: 2 to 30 characters (SPEC §5). */
export function checkFirstName(name: string): string | null {
  const n = name.trim();
  return n.length < ACCOUNT_LIMITS.nameMin || n.length > ACCOUNT_LIMITS.nameMax ? ACCOUNT_MESSAGES.firstNameInvalid : null;
}

export function checkLastName(name: string): string | null {
  const n = name.trim();
  return n.length < ACCOUNT_LIMITS.nameMin || n.length > ACCOUNT_LIMITS.nameMax ? ACCOUNT_MESSAGES.lastNameInvalid : null;
}

/** jj, mm, aaaa boxes: digits only, a real date, age 18 to 140. */
export function checkBirthDate(day: string, month: string, year: string, today = new Date()): string | null {
  if (!/^\d{2}$/.test(day) || !/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return ACCOUNT_MESSAGES.birthDateInvalid;
  const d = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (d.getUTCFullYear() !== Number(year) || d.getUTCMonth() !== Number(month) - 1 || d.getUTCDate() !== Number(day)) return ACCOUNT_MESSAGES.birthDateInvalid;
  let age = today.getUTCFullYear() - d.getUTCFullYear();
  if (today.getUTCMonth() < d.getUTCMonth() || (today.getUTCMonth() === d.getUTCMonth() && today.getUTCDate() < d.getUTCDate())) age -= 1;
  return age < 18 || age > 140 ? ACCOUNT_MESSAGES.birthDateInvalid : null;
}

/** A profile's presentation: at most ACCOUNT_LIMITS.biography characters. */
export function checkBiography(biography: string): string | null {
  return biography.length > ACCOUNT_LIMITS.biography ? ACCOUNT_MESSAGES.biographyTooLong : null;
}

export function checkSalutation(value: string | null | undefined): string | null {
  return value == null || (SALUTATIONS as readonly string[]).includes(value) ? null : ACCOUNT_MESSAGES.salutationInvalid;
}

/**
 * Inactive customer accounts (CNIL practice, privacy policy): deleted after 24 months without signing in or using a
 * session, once an e-mail has warned them 30 days before; signing in meanwhile keeps the account.
 */
export const ACCOUNT_RETENTION = { inactiveMonths: 24, warningDays: 30 } as const;
