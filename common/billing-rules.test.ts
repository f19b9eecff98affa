import { describe, expect, it } from 'vitest';
import {
  addMonths, BILLING_MESSAGES as M, billingProblems, CARD_CHECK_CENTS, firstPeriodLines, formatEuros, formatHtAndTtc, formatInvoiceNumber, fromCommandLine, nthPeriod,
  normaliseBillingIdentity, orderTotals, renewalLines, SUBSCRIPTION_TTC_CENTS, toCommandLine, type BillingIdentity, type OrderLine,
} from './billing-rules.js';

const valid: BillingIdentity = {
  company: 'Bistrot du Port SARL', lastName: 'Martin', firstName: 'Lou', address: '3 quai de la Savatte', zipcode: '49100', city: 'Angers',
  email: 'compta@bistrot.fr', phone: '02 41 00 00 00',
};

describe('order lines and recap (SPEC §1, §3, §9)', () => {
  it('first period: 60 € HT, discount 60 € HT (72 € TTC), nothing to pay', () => {
    expect(orderTotals(firstPeriodLines())).toEqual({ totalHtCents: 6000, totalDiscountCents: 6000, netHtCents: 0, vatCents: 0, netTtcCents: 0 });
  });
  it('renewal: 60 € HT + 12 € VAT = 72 € TTC', () => {
    expect(orderTotals(renewalLines())).toEqual({ totalHtCents: 6000, totalDiscountCents: 0, netHtCents: 6000, vatCents: 1200, netTtcCents: 7200 });
    expect(SUBSCRIPTION_TTC_CENTS).toBe(7200);
    expect(CARD_CHECK_CENTS).toBe(100);
  });
  it('multiplies by quantities and rounds the VAT to the cent', () => {
    const lines: OrderLine[] = [
      { label: 'a', unitHtCents: 333, discountLabel: null, discountHtCents: 0, period: null, quantity: 3, discountQuantity: 0 },
      { label: 'b', unitHtCents: 6000, discountLabel: 'r', discountHtCents: 1000, period: null, quantity: 2, discountQuantity: 1 },
    ];
    // 999 + 12000 - 1000 = 11999 HT; VAT 2399.8 → 2400.
    expect(orderTotals(lines)).toEqual({ totalHtCents: 12999, totalDiscountCents: 1000, netHtCents: 11999, vatCents: 2400, netTtcCents: 14399 });
    expect(orderTotals([])).toEqual({ totalHtCents: 0, totalDiscountCents: 0, netHtCents: 0, vatCents: 0, netTtcCents: 0 });
  });
  it('puts label at 0, unit HT at 1, discount at 3, quantity at 5 on the wire, and reads it back', () => {
    const period = { from: '2026-03-01', to: '2026-03-31' };
    const line = firstPeriodLines(period)[0];
    const wire = toCommandLine(line);
    expect([wire[0], wire[1], wire[3], wire[5]]).toEqual(['Abonnement mensuel Mijote', 6000, 6000, 1]);
    expect(wire[4]).toEqual(period);
    expect(fromCommandLine(wire)).toEqual(line);
  });
  it('formats euros and invoice numbers', () => {
    expect(formatEuros(7200)).toBe('72,00\u00a0€');
    expect(formatEuros(5)).toBe('0,05\u00a0€');
    // SPEC §1: the first period's discount is 72 € TTC (60 € HT), shown both ways.
    expect(formatHtAndTtc(-6000)).toBe('-60,00\u00a0€ HT (-72,00\u00a0€ TTC)');
    expect(formatHtAndTtc(6000)).toBe('60,00\u00a0€ HT (72,00\u00a0€ TTC)');
    expect(formatEuros(123456789)).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(formatEuros(-6000)).toBe('-60,00\u00a0€');
    expect(formatInvoiceNumber(2026, 42)).toBe('2026-00042');
  });
});

describe('monthly periods', () => {
  it('count from the anchor, clamped to short months, without drifting', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(nthPeriod('2026-01-31', 0)).toEqual({ from: '2026-01-31', to: '2026-02-27' });
    expect(nthPeriod('2026-01-31', 1)).toEqual({ from: '2026-02-28', to: '2026-03-30' });
    expect(nthPeriod('2026-12-01', 0)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('billing form rules (SPEC §5)', () => {
  it('accept a valid form', () => expect(billingProblems(valid)).toEqual({}));
  it('give each field its French message', () => {
    expect(billingProblems({ ...valid, company: 'X', lastName: 'x'.repeat(51), firstName: ' L ', address: 'a', city: 'x'.repeat(121), email: 'compta@', zipcode: '4910', phone: '02 41' })).toEqual({
      company: M.companyInvalid, lastName: M.lastNameInvalid, firstName: M.firstNameInvalid, address: M.addressInvalid, city: M.cityInvalid,
      email: M.emailInvalid, zipcode: M.zipcodeInvalid, phone: M.phoneInvalid,
    });
    expect(M.companyInvalid).toBe('Dénomination sociale incorrecte');
    expect(M.zipcodeInvalid).toBe('Le code postal n\'est pas valide');
    expect(M.emailInvalid).toBe('Adresse e-mail incorrecte');
  });
  it('bound postal codes to 01000–98890, five digits', () => {
    for (const ok of ['01000', '49100', '98890']) expect(billingProblems({ ...valid, zipcode: ok })).toEqual({});
    for (const bad of ['00999', '98891', '99999', '4910a', '491000', ' ']) expect(billingProblems({ ...valid, zipcode: bad }).zipcode).toBe(M.zipcodeInvalid);
  });
  it('refuse an e-mail holding « & » or « = », which the payment form signs (issue 24)', () => {
    for (const hostile of ['x&pbx_total=1@exemple.fr', 'a&b@exemple.fr', 'a=b@exemple.fr']) expect(billingProblems({ ...valid, email: hostile }).email).toBe(M.emailPaymentSigns);
    expect(M.emailPaymentSigns).toBe('L’adresse e-mail de facturation ne peut contenir ni « & » ni « = » : la page de paiement ne les accepte pas.');
    expect(billingProblems({ ...valid, email: "o'neil+factures@exemple.fr" })).toEqual({});
  });
  it('sanitise before checking and storing', () => {
    expect(normaliseBillingIdentity({ ...valid, company: '  Bistrot <b>du</b>\u0000 Port ', email: ' Compta@Bistrot.FR ', phone: '02 41 00 00 00' })).toMatchObject({
      company: 'Bistrot b du /b Port', email: 'compta@bistrot.fr', phone: '0241000000',
    });
  });
});
