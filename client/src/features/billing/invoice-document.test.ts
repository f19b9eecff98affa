import { describe, expect, it } from 'vitest';
import { firstPeriodLines, renewalLines } from '../../../../common/billing-rules';
import { invoiceDocDefinition, invoiceMentions, isTestHost, type InvoiceData } from './invoice-document';

const seller = { name: 'Mijote SAS', address: '1 place du Ralliement, 49100 Angers', siren: '123 456 789', siret: '123 456 789 00012', rcs: 'RCS Angers 123 456 789', capital: '1 000 €', vatNumber: 'FR12 123456789', email: 'contact@mijote.fr' };
const toGql = (lines: ReturnType<typeof renewalLines>) => lines.map((l) => ({ ...l, periodFrom: l.period?.from ?? null, periodTo: l.period?.to ?? null }));
const invoice = (lines = renewalLines({ from: '2026-03-01', to: '2026-03-31' })): InvoiceData => ({
  __typename: 'Invoice', number: '2026-00042', issuedAt: '2026-03-01T09:00:00.000Z', periodStart: '2026-03-01', periodEnd: '2026-03-31',
  restaurantName: 'Chez Lou', vatRate: 20, totalHtCents: 6000, totalDiscountCents: 0, netHtCents: 6000, vatCents: 1200, totalTtcCents: 7200, test: false,
  buyer: { company: 'Bistrot du Port SARL', name: 'Lou Martin', address: '3 quai de la Savatte', zipcode: '49100', city: 'Angers', email: 'compta@bistrot.fr' },
  seller, lines: toGql(lines),
}) as InvoiceData;

const allText = (node: unknown): string => {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(allText).join('\n');
  if (node && typeof node === 'object') return Object.entries(node).filter(([k]) => k !== 'style').map(([, v]) => allText(v)).join('\n');
  return '';
};

describe('the invoice document (reference/legal-fr.md B3.1)', () => {
  it('carries the seller, the buyer, the number, the dates, the lines, VAT and totals', () => {
    const text = allText(invoiceDocDefinition(invoice(), { test: false }).content);
    for (const mention of ['Mijote SAS', 'SIREN 123 456 789', 'SIRET 123 456 789 00012', 'RCS Angers 123 456 789', 'capital 1 000 €', 'TVA intracommunautaire FR12 123456789',
      'Bistrot du Port SARL', '49100 Angers', 'Facture n° 2026-00042', 'Date d’émission : 01/03/2026', 'Période : du 01/03/2026 au 31/03/2026', 'Abonnement mensuel Mijote',
      'TVA 20 %', '12,00\u00a0€', '72,00\u00a0€', '60,00\u00a0€']) {
      expect(text).toContain(mention);
    }
  });
  it('says it was paid by card, offers no transfer nor bank details, and keeps the 40 € fee, the late penalty and no discount (docs/adr/0043)', () => {
    const mentions = invoiceMentions(invoice());
    expect(mentions.payment).toEqual(['Facture acquittée : payée par carte bancaire le 01/03/2026.']);
    const text = allText(invoiceDocDefinition(invoice(), { test: false }).content);
    expect(text).toContain('Payée le 01/03/2026');
    expect(text).toContain('Net payé TTC');
    for (const gone of [/virement/i, /IBAN/, /BIC/, /14 jours/, /échéance indiquée/, /à régler/i, /Net à payer/]) expect(text).not.toMatch(gone);
    const terms = mentions.terms.join(' ');
    expect(terms).toContain('prélèvement sur la carte bancaire enregistrée');
    expect(terms).toContain('40,00\u00a0€');
    expect(terms).toContain('3 fois le taux d’intérêt légal');
    expect(terms).toContain('Pas d’escompte');
  });
  it('shows the free first period with its discount line', () => {
    const first = { ...invoice(firstPeriodLines({ from: '2026-03-01', to: '2026-03-31' })), totalDiscountCents: 6000, netHtCents: 0, vatCents: 0, totalTtcCents: 0 } as InvoiceData;
    const text = allText(invoiceDocDefinition(first, { test: false }).content);
    expect(text).toContain('Remise : Première période offerte');
    expect(text).toContain('-60,00\u00a0€');
    expect(invoiceMentions(first).payment[0]).toContain('première période offerte');
  });
  it('is marked TEST across the page outside the production host', () => {
    expect(invoiceDocDefinition(invoice(), { test: true }).watermark).toMatchObject({ text: 'TEST' });
    expect(invoiceDocDefinition(invoice(), { test: false }).watermark).toBeUndefined();
    expect(isTestHost('mijote.fr', 'mijote.fr')).toBe(false);
    expect(isTestHost('mijote.fr', 'localhost')).toBe(true);
    expect(isTestHost(null, 'mijote.fr')).toBe(true);
  });
});
