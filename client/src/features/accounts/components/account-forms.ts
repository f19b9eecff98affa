import {
  ACCOUNT_LIMITS, ACCOUNT_MESSAGES, checkBiography, checkEmail, checkFirstName, checkLastName, checkPassword, checkPasswordConfirmation, checkSalutation, checkTermsAccepted, checkAdultDeclared, normaliseEmail,
  VERIFICATION_CODE_LENGTH, type Salutation,
} from '../../../../../common/account-rules';
import { required, type FormRules } from '../../../ui/forms/rules-resolver';

/**
 * The account forms' rules: the common/ checks the server runs on the same inputs (account.service, session.service,
 * password-reset.service), wired to the forms' fields. No rule or French message is written here, only the two
 * "type your password" prompts the server has no rule for (it answers a failed log-in instead).
 */
export const FORM_MESSAGES = {
  passwordRequired: 'Saisissez votre mot de passe',
  currentPasswordRequired: 'Saisissez votre mot de passe actuel',
} as const;

/** Input sizes of the account fields (the browser stops typing there; the rules give the message). */
export const FIELD_MAX = { email: ACCOUNT_LIMITS.email, password: ACCOUNT_LIMITS.passwordMax, name: ACCOUNT_LIMITS.nameMax } as const;

/** Longest presentation a profile may have. */
export const BIOGRAPHY_MAX_LENGTH = ACCOUNT_LIMITS.biography;

const trim = (value: string) => value.trim();
const email = { normalise: normaliseEmail, check: checkEmail };
const firstName = { normalise: trim, check: checkFirstName };
const lastName = { normalise: trim, check: checkLastName };

export interface LoginValues {
  email: string;
  password: string;
}
/** A log-in password shorter than any account's can be refused at once, with SPEC §5's short form. */
const longEnoughToLogIn = (password: string) => (password.length < ACCOUNT_LIMITS.passwordMin ? ACCOUNT_MESSAGES.passwordTooShortShort : null);
export const loginRules: FormRules<LoginValues> = {
  email,
  password: [required(FORM_MESSAGES.passwordRequired), longEnoughToLogIn],
};

export interface SignUpValues {
  email: string;
  password: string;
  confirmation: string;
  firstName: string;
  lastName: string;
  salutation: Salutation | null;
  newsletter: boolean;
  acceptTerms: boolean;
  adultDeclared: boolean;
}
export const signUpRules: FormRules<SignUpValues> = {
  acceptTerms: checkTermsAccepted,
  adultDeclared: checkAdultDeclared,
  email,
  password: checkPassword,
  confirmation: (confirmation, values) => checkPasswordConfirmation(values.password, confirmation),
  firstName,
  lastName,
  salutation: checkSalutation,
};

export interface CodeValues {
  /** One digit per box. */
  digits: string[];
}
export const codeRules: FormRules<CodeValues> = {
  digits: (digits) => (digits.length === VERIFICATION_CODE_LENGTH && digits.every((d) => /^\d$/.test(d)) ? null : ACCOUNT_MESSAGES.codeIncorrect),
};

export interface ForgotValues {
  email: string;
}
export const forgotRules: FormRules<ForgotValues> = { email };

export interface ResetValues {
  password: string;
  confirmation: string;
}
export const resetRules: FormRules<ResetValues> = {
  password: checkPassword,
  confirmation: (confirmation, values) => checkPasswordConfirmation(values.password, confirmation),
};

export interface ProfileValues {
  firstName: string;
  lastName: string;
  salutation: Salutation | null;
  biography: string;
  newsletter: boolean;
}
export const profileRules: FormRules<ProfileValues> = {
  firstName,
  lastName,
  salutation: checkSalutation,
  biography: checkBiography,
};

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}
export const passwordChangeRules: FormRules<PasswordChangeValues> = {
  currentPassword: required(FORM_MESSAGES.currentPasswordRequired),
  newPassword: checkPassword,
  confirmation: (confirmation, values) => checkPasswordConfirmation(values.newPassword, confirmation),
};

export interface DeleteAccountValues {
  password: string;
}
export const deleteAccountRules: FormRules<DeleteAccountValues> = {
  password: required(FORM_MESSAGES.passwordRequired),
};
