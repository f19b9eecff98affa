import { describe, expect, it } from 'vitest';
import { checkNotice, earliestEffect, NOTICE_MESSAGES } from './notice-rules.js';

// 2026-11-29 10:00 in Paris.
const NOW = new Date('2026-11-29T09:00:00Z');
const draft = (kind: string, effectiveOn: string) => ({ kind, subject: 'Nouvelles conditions', body: 'Ce qui change, expliqué en une phrase.', effectiveOn });

describe('notice rules (issue 28 item 3)', () => {
  it('business terms and price: 15 days after the Paris day of sending at the earliest', () => {
    expect(earliestEffect('BUSINESS_TERMS', NOW)).toBe('2026-12-14');
    expect(earliestEffect('PRICE', NOW)).toBe('2026-12-14');
    expect(checkNotice(draft('BUSINESS_TERMS', '2026-12-14'), NOW)).toBeNull();
    expect(checkNotice(draft('PRICE', '2026-12-13'), NOW)).toEqual({ field: 'effectiveOn', message: NOTICE_MESSAGES.tooSoon('PRICE', '2026-12-14') });
    expect(NOTICE_MESSAGES.tooSoon('PRICE', '2026-12-14')).toBe('Un préavis de 15 jours est dû aux restaurateurs : la date d’entrée en vigueur doit être le lundi 14 décembre 2026 au plus tôt.');
  });

  it('the CGU: the day after sending at the earliest; at 23:30 in Paris the day is still today', () => {
    expect(checkNotice(draft('CUSTOMER_TERMS', '2026-11-30'), NOW)).toBeNull();
    expect(checkNotice(draft('CUSTOMER_TERMS', '2026-11-29'), NOW)?.field).toBe('effectiveOn');
    expect(earliestEffect('CUSTOMER_TERMS', new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-30');
  });

  it('refuses an unknown kind, a short or multi-line subject, a short body, an impossible date', () => {
    expect(checkNotice(draft('RENT', '2027-01-01'), NOW)?.field).toBe('kind');
    expect(checkNotice({ ...draft('PRICE', '2027-01-01'), subject: 'Prix' }, NOW)?.field).toBe('subject');
    expect(checkNotice({ ...draft('PRICE', '2027-01-01'), subject: 'Nouveau\nprix' }, NOW)?.field).toBe('subject');
    expect(checkNotice({ ...draft('PRICE', '2027-01-01'), body: 'Court.' }, NOW)?.field).toBe('body');
    expect(checkNotice(draft('PRICE', '2027-02-30'), NOW)).toEqual({ field: 'effectiveOn', message: NOTICE_MESSAGES.date });
    expect(checkNotice(draft('PRICE', '1er janvier'), NOW)?.field).toBe('effectiveOn');
  });
});
