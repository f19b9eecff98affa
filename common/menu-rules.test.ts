import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, checkBookingUrl, normaliseBookingUrl } from './booking-rules.js';
import {
  MENU_LIMITS, MENU_MESSAGES, centsToEuros, checkCarte, checkDailyDates, checkEurosText, checkMenuStyle, checkPriceCents, eurosToCents, normaliseCarte,
} from './menu-rules.js';

const dish = (name = 'Tarte Tatin', priceCents: number | null = 850) => ({ name, description: '', priceCents });

describe('menu rules', () => {
  it('accepts the three styles only', () => {
    for (const s of ['classique', 'ardoise', 'moderne']) expect(checkMenuStyle(s)).toBeNull();
    expect(checkMenuStyle('baroque')).toBe(MENU_MESSAGES.styleInvalid);
  });

  it('prices are whole cents from 0 to 1 000 €, or none', () => {
    expect(checkPriceCents(null)).toBeNull();
    expect(checkPriceCents(0)).toBeNull();
    expect(checkPriceCents(100_000)).toBeNull();
    expect(checkPriceCents(100_001)).toBe(MENU_MESSAGES.priceInvalid);
    expect(checkPriceCents(-1)).toBe(MENU_MESSAGES.priceInvalid);
    expect(checkPriceCents(12.5)).toBe(MENU_MESSAGES.priceInvalid);
  });

  it('reads and writes prices in French euros', () => {
    expect(eurosToCents('12,50')).toBe(1250);
    expect(eurosToCents(' 9 € ')).toBe(900);
    expect(eurosToCents('7.5')).toBe(750);
    expect(eurosToCents('')).toBeNull();
    expect(eurosToCents('douze')).toBeUndefined();
    expect(eurosToCents('1,234')).toBeUndefined();
    expect(centsToEuros(1250)).toBe('12,50');
    expect(centsToEuros(900)).toBe('9');
    expect(centsToEuros(null)).toBe('');
    expect(checkEurosText('1000,01')).toBe(MENU_MESSAGES.priceInvalid);
    expect(checkEurosText('1000')).toBeNull();
  });

  it('names the first problem of the carte by its place', () => {
    expect(checkCarte([{ title: 'Entrées', dishes: [dish()] }])).toBeNull();
    expect(checkCarte([{ title: 'Entrées', dishes: [dish()] }, { title: ' ', dishes: [] }])).toBe(`Rubrique 2 : ${MENU_MESSAGES.sectionTitleInvalid}`);
    expect(checkCarte([{ title: 'Plats', dishes: [dish(), dish('')] }])).toBe(`Rubrique 1, plat 2 : ${MENU_MESSAGES.dishNameInvalid}`);
    expect(checkCarte([{ title: 'Plats', dishes: [dish('x'.repeat(MENU_LIMITS.dishNameMax + 1))] }])).toMatch(/^Rubrique 1, plat 1/);
    expect(checkCarte([{ title: 'Plats', dishes: [{ name: 'Soupe', description: 'x'.repeat(501), priceCents: null }] }])).toMatch(/500 caractères/);
    expect(checkCarte([{ title: 'Plats', dishes: [dish('Soupe', 100_001)] }])).toMatch(/1 000 €/);
    expect(checkCarte(Array.from({ length: MENU_LIMITS.sections + 1 }, () => ({ title: 'R', dishes: [] })))).toBe(MENU_MESSAGES.tooManySections);
    expect(checkCarte([{ title: 'R', dishes: Array.from({ length: MENU_LIMITS.dishesPerSection + 1 }, () => dish()) }])).toBe(`Rubrique 1 : ${MENU_MESSAGES.tooManyDishes}`);
    const long = { name: 'Plat', description: 'x'.repeat(MENU_LIMITS.dishDescriptionMax), priceCents: null };
    expect(checkCarte(Array.from({ length: 3 }, () => ({ title: 'R', dishes: Array.from({ length: 30 }, () => long) })))).toBe(MENU_MESSAGES.carteTooBig);
    expect(checkCarte(Array.from({ length: 8 }, () => ({ title: 'R', dishes: Array.from({ length: 39 }, () => dish()) })))).toBe(MENU_MESSAGES.carteTooBig);
    expect(normaliseCarte([{ title: ' Desserts ', dishes: [{ name: ' Île flottante ', description: ' maison ', priceCents: 700 }] }])).toEqual([
      { title: 'Desserts', dishes: [{ name: 'Île flottante', description: 'maison', priceCents: 700 }] },
    ]);
  });

  it('daily menu dates: real days, in order, not over, 31 days at most, within 12 months', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(checkDailyDates('2026-11-23', '2026-11-23', now)).toBeNull();
    expect(checkDailyDates('2026-11-20', '2026-11-23', now)).toBeNull();
    expect(checkDailyDates('2026-11-31', '2026-12-01', now)).toBe(MENU_MESSAGES.dateInvalid);
    expect(checkDailyDates('2026-11-25', '2026-11-24', now)).toBe(MENU_MESSAGES.dailyEndsBeforeStart);
    expect(checkDailyDates('2026-11-01', '2026-11-22', now)).toBe(MENU_MESSAGES.dailyEndsInPast);
    expect(checkDailyDates('2026-11-23', '2026-12-24', now)).toBe(MENU_MESSAGES.dailyTooLong);
    expect(checkDailyDates('2026-11-23', '2026-12-23', now)).toBeNull();
    expect(checkDailyDates('2027-12-01', '2027-12-01', now)).toBe(MENU_MESSAGES.dailyTooFarAhead);
  });
});

describe('booking rules', () => {
  it('accepts no link or an https:// address with a real host', () => {
    expect(checkBookingUrl('')).toBeNull();
    expect(checkBookingUrl(null)).toBeNull();
    expect(checkBookingUrl('https://www.exemple.fr/reserver?table=2')).toBeNull();
    for (const bad of ['http://exemple.fr', 'exemple', 'https://localhost/x', 'localhost:3000/x', 'https://user:pw@exemple.fr', 'javascript:alert(1)', 'https://exe mple.fr', 'https://exemple', 42]) {
      expect(checkBookingUrl(bad), String(bad)).toBe(BOOKING_MESSAGES.urlInvalid);
    }
    expect(checkBookingUrl(`https://exemple.fr/${'a'.repeat(500)}`)).toBe(BOOKING_MESSAGES.urlTooLong);
    expect(normaliseBookingUrl('  https://exemple.fr ')).toBe('https://exemple.fr');
    expect(normaliseBookingUrl('  ')).toBeNull();
  });
  it('completes an address typed without https:// instead of refusing it (issue 25)', () => {
    expect(normaliseBookingUrl(' www.exemple.fr/reserver ')).toBe('https://www.exemple.fr/reserver');
    expect(normaliseBookingUrl('exemple.fr:8443/table')).toBe('https://exemple.fr:8443/table');
    expect(normaliseBookingUrl('//exemple.fr')).toBe('https://exemple.fr');
    expect(normaliseBookingUrl('http://exemple.fr')).toBe('http://exemple.fr');
    for (const typed of ['exemple.fr', 'www.exemple.fr/reserver?table=2', 'exemple.fr:8443/table']) expect(checkBookingUrl(typed), typed).toBeNull();
  });
});
