import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, checkBillingPostcode, checkCompany, firstPeriodLines, orderTotals, renewalLines } from './billing-rules.js';
import { formatEuros } from './format.js';

describe('order totals (SPEC §2 recap)', () => {
  it('make the first month free: 60 € HT, 60 € discount, nothing to pay', () => {
    expect(orderTotals(firstPeriodLines(null))).toEqual({ totalHtCents: 6000, discountCents: 6000, netHtCents: 0, vatCents: 0, totalTtcCents: 0 });
  });
  it('charge a renewal 60 € HT + 12 € VAT = 72 € TTC', () => {
    expect(orderTotals(renewalLines('du 23/12/2026 au 22/01/2027'))).toEqual({ totalHtCents: 6000, discountCents: 0, netHtCents: 6000, vatCents: 1200, totalTtcCents: 7200 });
  });
  it('multiply by quantities and never go below zero', () => {
    expect(orderTotals([['x', 10.5, null, 0, null, 3, 0]]).totalHtCents).toBe(3150);
    expect(orderTotals([['x', 10, 'remise', 50, null, 1, 1]]).netHtCents).toBe(0);
  });
});

describe('billing rules (SPEC §5)', () => {
  it('postcodes: 5 digits between 01000 and 98890', () => {
    expect(checkBillingPostcode('49100')).toBeNull();
    expect(checkBillingPostcode('01000')).toBeNull();
    expect(checkBillingPostcode('00999')).toBe(BILLING_MESSAGES.postcodeInvalid);
    expect(checkBillingPostcode('98891')).toBe(BILLING_MESSAGES.postcodeInvalid);
    expect(checkBillingPostcode('4910')).toBe(BILLING_MESSAGES.postcodeInvalid);
  });
  it('company name: 2 to 120 characters', () => {
    expect(checkCompany('SARL Le Port')).toBeNull();
    expect(checkCompany('X')).toBe('Dénomination sociale incorrecte');
    expect(checkCompany('x'.repeat(121))).toBe('Dénomination sociale incorrecte');
  });
});

describe('formatEuros', () => {
  it('writes cents the French way', () => {
    expect(formatEuros(7200)).toBe('72,00\u00a0€');
    expect(formatEuros(100)).toBe('1,00\u00a0€');
    expect(formatEuros(123456)).toBe('1\u202f234,56\u00a0€');
    expect(formatEuros(-6000)).toBe('−60,00\u00a0€');
  });
});
