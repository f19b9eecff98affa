import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_COOKIE_ERROR, consentCookieValue, parseConsentCookie } from './consent-cookie';

describe('cookie de consentement', () => {
  it('relit ce qu’il écrit, avec le drapeau perform-analytics', () => {
    const value = consentCookieValue({ analytics: true, preferences: false }, new Date('2026-11-22T10:00:00Z'));
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ 'perform-analytics': true, preferences: false, date: '2026-11-22T10:00:00.000Z' });
    expect(parseConsentCookie(`autre=1; ${CONSENT_COOKIE}=${value}`)).toEqual({ analytics: true, preferences: false, date: '2026-11-22T10:00:00.000Z' });
  });

  afterEach(() => vi.restoreAllMocks());

  it('sans cookie ou avec un cookie illisible, aucun choix ; l’illisible est journalisé (SPEC §8)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseConsentCookie('')).toBeNull();
    expect(logged).not.toHaveBeenCalled();
    expect(parseConsentCookie(`${CONSENT_COOKIE}=%7Bfaux`)).toBeNull();
    expect(logged).toHaveBeenLastCalledWith(CONSENT_COOKIE_ERROR, expect.any(SyntaxError));
    expect(parseConsentCookie(`${CONSENT_COOKIE}=${encodeURIComponent('{"preferences":true}')}`)).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
