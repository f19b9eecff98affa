import { describe, expect, it } from 'vitest';
import { capitalized, frenchDate, frenchDateTime, frenchDay, frenchLongDate, frenchMonthYear } from './french-dates.js';

describe('French calendar days', () => {
  it('writes the first of the month « 1er », other days as numbers', () => {
    expect(frenchDay('2027-01-01')).toBe('vendredi 1er janvier');
    expect(capitalized(frenchDay('2027-01-01'))).toBe('Vendredi 1er janvier');
    expect(frenchDay('2026-12-25')).toBe('vendredi 25 décembre');
    expect(frenchDate('2026-05-01')).toBe('1er mai 2026');
    expect(frenchDate('2025-03-14')).toBe('14 mars 2025');
    expect(frenchLongDate('2026-11-01')).toBe('dimanche 1er novembre 2026');
    expect(frenchDay('2026-11-11')).toBe('mercredi 11 novembre');
    expect(frenchDay('2026-11-21')).toBe('samedi 21 novembre');
    expect(frenchMonthYear('2026-03-14')).toBe('mars 2026');
  });

  it('keeps the calendar day whatever the time part or zone', () => {
    expect(frenchDate('2026-03-29T23:30:00Z')).toBe('29 mars 2026');
  });
});

describe('French date and time of an instant', () => {
  it('is read in Paris time, summer and winter', () => {
    expect(frenchDateTime('2026-11-24T13:05:00Z')).toBe('24 novembre 2026 à 14h05');
    expect(frenchDateTime('2026-07-31T22:30:00Z')).toBe('1er août 2026 à 00h30');
  });
});
