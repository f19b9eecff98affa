import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M, checkEmail, checkFirstName, checkLastName, checkPassword, checkSalutation, normaliseEmail, type Salutation,
} from '../../../../../common/account-rules';
import { applyRules } from '../../../ui/forms/rules-resolver';
import {
  BIOGRAPHY_MAX_LENGTH, codeRules, deleteAccountRules, FORM_MESSAGES, forgotRules, loginRules, passwordChangeRules, profileRules, resetRules, signUpRules,
  type SignUpValues,
} from './account-forms';

const messages = (errors: Partial<Record<string, string[]>>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.[0]]));

const signUp: SignUpValues = {
  email: ' Lou.Martin@Exemple.FR', password: 'Mijote49!', confirmation: 'Mijote49!', firstName: ' Lou ', lastName: 'Martin ', salutation: 'Mme', newsletter: false, acceptTerms: true, adultDeclared: true,
};

describe('account forms check what the server checks', () => {
  it('sign-up: the values sent are the ones account.service checks and stores', () => {
    const { values, errors } = applyRules(signUpRules, signUp);
    expect(errors).toEqual({});
    expect(values).toEqual({ ...signUp, email: 'lou.martin@exemple.fr', firstName: 'Lou', lastName: 'Martin' });
  });

  it('sign-up: every field refused by the server is refused with its message (SPEC §5)', () => {
    const { errors } = applyRules(signUpRules, {
      email: 'lou@', password: 'mijote49', confirmation: 'autre', firstName: 'L', lastName: 'x'.repeat(31), salutation: 'Dr' as Salutation, newsletter: true, acceptTerms: false, adultDeclared: false,
    });
    expect(messages(errors)).toEqual({
      email: M.emailInvalid,
      password: M.passwordUppercase,
      confirmation: M.passwordMismatch,
      firstName: M.firstNameInvalid,
      lastName: M.lastNameInvalid,
      salutation: M.salutationInvalid,
      acceptTerms: M.termsRequired,
      adultDeclared: M.adultRequired,
    });
  });

  it('sign-up: same verdict as the server functions on each sample', () => {
    for (const sample of ['', 'Lo', ' L ', 'lou@exemple.fr', 'LOU@EXEMPLE.FR ', 'Mijote49!', 'Mijote49', 'a'.repeat(30), 'a'.repeat(31)]) {
      const { errors } = applyRules(signUpRules, { ...signUp, email: sample, password: sample, confirmation: sample, firstName: sample, lastName: sample });
      expect(errors.email?.[0] ?? null).toBe(checkEmail(normaliseEmail(sample)));
      expect(errors.password?.[0] ?? null).toBe(checkPassword(sample));
      expect(errors.firstName?.[0] ?? null).toBe(checkFirstName(sample));
      expect(errors.lastName?.[0] ?? null).toBe(checkLastName(sample));
    }
    for (const salutation of [null, 'M.', 'Mme', 'Autre', 'Mlle']) {
      const { errors } = applyRules(signUpRules, { ...signUp, salutation: salutation as Salutation | null });
      expect(errors.salutation?.[0] ?? null).toBe(checkSalutation(salutation));
    }
  });

  it('log-in and forgotten password: a normalised valid address; the password is required, « Mot de passe trop court » under 8', () => {
    expect(applyRules(loginRules, { email: ' Client@Mijote.test ', password: 'xxxxxxxx' })).toEqual({ values: { email: 'client@mijote.test', password: 'xxxxxxxx' }, errors: {} });
    expect(messages(applyRules(loginRules, { email: 'client', password: '' }).errors)).toEqual({ email: M.emailInvalid, password: FORM_MESSAGES.passwordRequired });
    expect(messages(applyRules(loginRules, { email: 'client@mijote.test', password: 'Court1!' }).errors)).toEqual({ password: 'Mot de passe trop court' });
    expect(messages(applyRules(forgotRules, { email: 'client@' }).errors)).toEqual({ email: M.emailInvalid });
  });

  it('reset and change of password: the password rules and the confirmation', () => {
    expect(messages(applyRules(resetRules, { password: 'Nouveau49', confirmation: 'Nouveau49' }).errors)).toEqual({ password: M.passwordSpecial });
    expect(messages(applyRules(resetRules, { password: 'Nouveau49!', confirmation: 'Nouveau49' }).errors)).toEqual({ confirmation: M.passwordMismatch });
    expect(messages(applyRules(passwordChangeRules, { currentPassword: '', newPassword: 'court', confirmation: 'court' }).errors)).toEqual({
      currentPassword: FORM_MESSAGES.currentPasswordRequired,
      newPassword: M.passwordTooShort,
    });
    expect(applyRules(passwordChangeRules, { currentPassword: 'a', newPassword: 'Nouveau49!', confirmation: 'Nouveau49!' }).errors).toEqual({});
    expect(messages(applyRules(deleteAccountRules, { password: '' }).errors)).toEqual({ password: FORM_MESSAGES.passwordRequired });
  });

  it('profile: names trimmed and checked, presentation limited', () => {
    const profile = { firstName: ' Eden ', lastName: 'Essai', salutation: null, biography: 'a'.repeat(BIOGRAPHY_MAX_LENGTH), newsletter: true };
    expect(applyRules(profileRules, profile)).toEqual({ values: { ...profile, firstName: 'Eden' }, errors: {} });
    expect(messages(applyRules(profileRules, { ...profile, firstName: ' E', biography: `${profile.biography}a` }).errors)).toEqual({
      firstName: M.firstNameInvalid,
      biography: M.biographyTooLong,
    });
  });

  it('code: six digits, or the server’s own message', () => {
    expect(applyRules(codeRules, { digits: ['1', '2', '3', '4', '5', '6'] }).errors).toEqual({});
    expect(messages(applyRules(codeRules, { digits: ['1', '2', '3', '4', '5', ''] }).errors)).toEqual({ digits: M.codeIncorrect });
    expect(messages(applyRules(codeRules, { digits: ['1', '2', '3', '4', '5', 'a'] }).errors)).toEqual({ digits: M.codeIncorrect });
  });
});
