import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, checkBirthDate, checkEmail, checkFirstName, normaliseEmail, passwordProblems } from './account-rules.js';

describe('account rules of SPEC §5', () => {
  it('normalises and checks e-mails', () => {
    expect(normaliseEmail('  Jean.Dupont @Exemple.FR ')).toBe('jean.dupont@exemple.fr');
    expect(checkEmail('jean.dupont@exemple.fr')).toBeNull();
    expect(checkEmail('jean@')).toBe(M.emailInvalid);
    expect(checkEmail(`${'a'.repeat(250)}@x.fr`)).toBe(M.emailInvalid);
  });
  it('gives each password rule its own message', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
    expect(passwordProblems('Ab1!')).toEqual([M.passwordTooShort]);
    expect(passwordProblems('abcdefg1!')).toEqual([M.passwordUppercase]);
    expect(passwordProblems('ABCDEFG1!')).toEqual([M.passwordLowercase]);
    expect(passwordProblems('Abcdefgh!')).toEqual([M.passwordDigit]);
    expect(passwordProblems('Abcdefgh1')).toEqual([M.passwordSpecial]);
    expect(passwordProblems('Abcdefg1!&')).toEqual([M.passwordForbidden]);
    expect(passwordProblems(`A1!${'a'.repeat(126)}`)).toEqual([M.passwordTooLong]);
  });
  it('checks names and birth dates', () => {
    expect(checkFirstName('J')).toBe(M.firstNameInvalid);
    expect(checkFirstName('Jo')).toBeNull();
    const today = new Date('2026-11-22T12:00:00Z');
    expect(checkBirthDate('29', '02', '2001', today)).toBe(M.birthDateInvalid);
    expect(checkBirthDate('22', '11', '2008', today)).toBeNull();
    expect(checkBirthDate('23', '11', '2008', today)).toBe(M.birthDateInvalid);
    expect(checkBirthDate('1', '11', '1990', today)).toBe(M.birthDateInvalid);
  });
});
