import { describe, expect, it } from 'vitest';
import { checkReview, checkVisitMonth, REVIEW_MESSAGES, reviewFlags, visitLabel, visitMonths } from './review-rules.js';

const valid = { rating: 5, title: 'Très bon dîner', text: 'x'.repeat(50), visitMonth: '2026-11', meal: 'diner', sworn: true };
const now = new Date('2026-11-26T12:00:00Z');

describe('review rules', () => {
  it('offers this month back to the same month a year ago, in French, and refuses the rest', () => {
    const months = visitMonths(now);
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ value: '2026-11', label: 'novembre 2026' });
    expect(months[12]).toEqual({ value: '2025-11', label: 'novembre 2025' });
    expect(checkVisitMonth('2025-11', now)).toBeNull();
    for (const bad of ['2025-10', '2026-12', '2026-13', '2026-1', 'novembre', 42]) expect(checkVisitMonth(bad, now), String(bad)).toBe(REVIEW_MESSAGES.visitMonth);
    // Paris time decides the month: 31 December at 23:30 UTC is already January in Paris.
    expect(visitMonths(new Date('2026-12-31T23:30:00Z'))[0].value).toBe('2027-01');
  });

  it('names the first field at fault, counting characters', () => {
    expect(checkReview(valid, now)).toBeNull();
    expect(checkReview({ ...valid, rating: 4.5 }, now)).toEqual({ field: 'rating', message: REVIEW_MESSAGES.rating });
    expect(checkReview({ ...valid, title: 'Bon\nrepas' }, now)).toEqual({ field: 'title', message: REVIEW_MESSAGES.title });
    expect(checkReview({ ...valid, text: '\u{1F37D}'.repeat(49) }, now)).toEqual({ field: 'text', message: REVIEW_MESSAGES.textShort });
    expect(checkReview({ ...valid, meal: 'souper' }, now)).toEqual({ field: 'meal', message: REVIEW_MESSAGES.meal });
    expect(checkReview({ ...valid, sworn: false }, now)).toEqual({ field: 'sworn', message: REVIEW_MESSAGES.sworn });
  });

  it('flags contact details, links, repetition and capitals for the moderation, and nothing in an ordinary review', () => {
    expect(reviewFlags('Super', 'Accueil chaleureux, plats généreux, on reviendra avec plaisir en famille.')).toEqual([]);
    expect(reviewFlags('Contact', 'Écrivez-moi à jean.dupont@exemple.fr pour en parler')).toEqual(['email']);
    expect(reviewFlags('Promo', 'Allez voir https://promo.example.com et www.autre.fr')).toEqual(['link']);
    expect(reviewFlags('Appelez', 'Réservez au 06.12.34.56.78 ou au +33 2 41 00 00 00')).toEqual(['phone']);
    expect(reviewFlags('Nul', 'nul nul nul nul nul nul nul nul nul nul nul nul')).toEqual(['repetition']);
    expect(reviewFlags('Colère', 'CE RESTAURANT EST UNE HONTE ABSOLUE JE NE REVIENDRAI JAMAIS')).toEqual(['capitals']);
  });

  it('writes the visit month', () => {
    expect(visitLabel('2026-03-01')).toBe('Visite en mars 2026');
  });
});
