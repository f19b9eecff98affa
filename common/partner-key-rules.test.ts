import { describe, expect, it } from 'vitest';
import { PARTNER_KEY_CHECKS, PARTNER_KEY_MESSAGES, parseOrigins } from './partner-key-rules.js';

describe('partner key rules', () => {
  it('origins: one per line or comma, normalised, without path, at most ten', () => {
    expect(parseOrigins('')).toEqual([]);
    expect(parseOrigins('https://Carte.Exemple.fr\nhttp://localhost:5173, https://carte.exemple.fr')).toEqual(['https://carte.exemple.fr', 'http://localhost:5173']);
    expect(parseOrigins('https://exemple.fr/chemin')).toBeNull();
    expect(parseOrigins('ftp://exemple.fr')).toBeNull();
    expect(parseOrigins('exemple.fr')).toBeNull();
    expect(parseOrigins(Array.from({ length: 11 }, (_, i) => `https://s${i}.exemple.fr`).join('\n'))).toBeNull();
  });

  it('the request form: French messages, an optional website', () => {
    expect(PARTNER_KEY_CHECKS.organisation('A')).toBe(PARTNER_KEY_MESSAGES.organisation);
    expect(PARTNER_KEY_CHECKS.organisation('Office\nde tourisme')).toBe(PARTNER_KEY_MESSAGES.organisation);
    expect(PARTNER_KEY_CHECKS.organisation('Office de tourisme')).toBeNull();
    expect(PARTNER_KEY_CHECKS.email('pas une adresse')).toBe(PARTNER_KEY_MESSAGES.email);
    expect(PARTNER_KEY_CHECKS.intendedUse('trop court')).toBe(PARTNER_KEY_MESSAGES.intendedUse);
    expect(PARTNER_KEY_CHECKS.website('')).toBeNull();
    expect(PARTNER_KEY_CHECKS.website('https://exemple.fr/page')).toBeNull();
    expect(PARTNER_KEY_CHECKS.website('javascript:alert(1)')).toBe(PARTNER_KEY_MESSAGES.website);
    expect(PARTNER_KEY_CHECKS.tier('partenaire-plus')).toBeNull();
    expect(PARTNER_KEY_CHECKS.tier('visitor')).toBe(PARTNER_KEY_MESSAGES.tier);
  });
});
