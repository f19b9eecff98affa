import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M, checkEmail, checkFirstName, checkPassword, checkPasswordConfirmation, normaliseEmail, passwordProblems,
} from '../../../../common/account-rules';
import { applyRules, required, RULE_ERROR, rulesResolver, type FormRules } from './rules-resolver';

interface Values {
  email: string;
  password: string;
  confirmation: string;
  firstName: string;
  note: string;
}

const rules: FormRules<Values> = {
  email: { normalise: normaliseEmail, check: checkEmail },
  password: checkPassword,
  confirmation: (confirmation, values) => checkPasswordConfirmation(values.password, confirmation),
  firstName: { normalise: (v) => v.trim(), check: checkFirstName },
};

const valid: Values = { email: ' Lou.Martin@Exemple.FR ', password: 'Mijote49!', confirmation: 'Mijote49!', firstName: '  Lou ', note: ' libre ' };
const options = (criteriaMode?: 'all' | 'firstError'): ResolverOptions<Values> => ({ criteriaMode, fields: {}, shouldUseNativeValidation: false });

describe('rulesResolver', () => {
  it('gives the submit handler the values as the server normalises them, unruled fields unchanged', async () => {
    const result = await rulesResolver(rules)(valid, undefined, options());
    expect(result).toEqual({ errors: {}, values: { email: 'lou.martin@exemple.fr', password: 'Mijote49!', confirmation: 'Mijote49!', firstName: 'Lou', note: ' libre ' } });
  });

  it('reports every invalid field at once, with the French message of common/', async () => {
    const result = await rulesResolver(rules)({ email: 'lou@', password: 'court', confirmation: 'autre', firstName: 'L', note: '' }, undefined, options());
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: RULE_ERROR, message: M.emailInvalid },
      password: { type: RULE_ERROR, message: M.passwordTooShort },
      confirmation: { type: RULE_ERROR, message: M.passwordMismatch },
      firstName: { type: RULE_ERROR, message: M.firstNameInvalid },
    });
  });

  it('checks the normalised value: what the server would accept, the client accepts', async () => {
    // Spaces and capitals are removed before checkEmail, as on the server.
    const result = await rulesResolver(rules)({ ...valid, email: ' LOU @ EXEMPLE.FR' }, undefined, options());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ email: 'lou@exemple.fr' });
    // Names are trimmed before their length is checked.
    const short = await rulesResolver(rules)({ ...valid, firstName: ' L  ' }, undefined, options());
    expect(short.errors).toEqual({ firstName: { type: RULE_ERROR, message: M.firstNameInvalid } });
  });

  it('compares fields on the normalised values (confirmation)', async () => {
    const result = await rulesResolver(rules)({ ...valid, confirmation: 'Mijote49?' }, undefined, options());
    expect(result.errors).toEqual({ confirmation: { type: RULE_ERROR, message: M.passwordMismatch } });
  });

  it('keeps the first failing check of a list, and every problem of a rule that lists them with criteriaMode all', async () => {
    const listed: FormRules<Values> = { password: [required('Saisissez votre mot de passe'), passwordProblems] };
    expect((await rulesResolver(listed)({ ...valid, password: '' }, undefined, options())).errors).toEqual({
      password: { type: RULE_ERROR, message: 'Saisissez votre mot de passe' },
    });
    expect((await rulesResolver(listed)({ ...valid, password: 'abc' }, undefined, options())).errors).toEqual({
      password: { type: RULE_ERROR, message: M.passwordTooShort },
    });
    const all = await rulesResolver(listed)({ ...valid, password: 'abc' }, undefined, options('all'));
    expect(all.errors.password?.message).toBe(M.passwordTooShort);
    expect(Object.values(all.errors.password?.types ?? {})).toEqual(passwordProblems('abc'));
  });

  it('agrees with the common/ checks on every sample (no rule of its own)', () => {
    const samples = ['', ' ', 'a', 'Lo', 'Lou', 'lou@', 'lou@exemple.fr', ' Lou@Exemple.Fr ', 'Mijote49!', 'mijote49!', 'MIJOTE49!', 'Mijote!!', 'Mijote49&', 'x'.repeat(31), `A1!${'a'.repeat(126)}`];
    for (const sample of samples) {
      const { errors } = applyRules(rules, { email: sample, password: sample, confirmation: sample, firstName: sample, note: sample });
      expect(errors.email?.[0] ?? null).toBe(checkEmail(normaliseEmail(sample)));
      expect(errors.password?.[0] ?? null).toBe(checkPassword(sample));
      expect(errors.confirmation).toBeUndefined();
      expect(errors.firstName?.[0] ?? null).toBe(checkFirstName(sample));
    }
  });
});

describe('required', () => {
  it('refuses empty strings, null and empty lists only', () => {
    const check = required('Obligatoire');
    expect(check('')).toBe('Obligatoire');
    expect(check(null)).toBe('Obligatoire');
    expect(check([])).toBe('Obligatoire');
    expect(check(' ')).toBeNull();
    expect(check(false)).toBeNull();
    expect(check(['1'])).toBeNull();
  });
});
