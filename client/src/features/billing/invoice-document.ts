import {
  formatEuros, frenchDate, LATE_PENALTY_LEGAL_RATE_TIMES, RECOVERY_FEE_CENTS, type OrderLine,
} from '../../../../common/billing-rules';
import type { InvoiceDocumentQuery } from '../../graphql/__generated__/graphql';
import { lineOf } from './line-of';

export type InvoiceData = Extract<InvoiceDocumentQuery['invoice'], { __typename?: 'Invoice' }>;

/** The pdfmake document of an invoice (reference/legal-fr.md B3.1), without pdfmake itself: testable as data. */
export interface InvoiceDocOptions {
  /** Not on the production host, or paid through the payment sandbox (invoice.test): « TEST » across every page. */
  test: boolean;
}

const paris = (iso: string) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/**
 * Every mention the invoice carries, as plain lines (the PDF lays them out; tests read them). Every invoice is issued
 * once its card payment is accepted (docs/adr/0043): it says when it was paid, and keeps the late-payment mentions
 * L441-9 asks of every invoice.
 */
export function invoiceMentions(i: InvoiceData): { payment: string[]; terms: string[] } {
  const issued = paris(i.issuedAt);
  const payment = [`Facture acquittée : payée par carte bancaire le ${issued}${i.totalTtcCents === 0 ? ' (montant nul : première période offerte)' : ''}.`];
  const terms = [
    'Mode de paiement : prélèvement sur la carte bancaire enregistrée, à chaque échéance mensuelle de l’abonnement ; la facture est émise une fois le paiement accepté.',
    'Pas d’escompte pour paiement anticipé.',
    `En cas de retard de paiement : pénalités exigibles sans rappel au taux de ${LATE_PENALTY_LEGAL_RATE_TIMES} fois le taux d’intérêt légal, et indemnité forfaitaire pour frais de recouvrement de ${formatEuros(RECOVERY_FEE_CENTS)} (articles L441-10 et D441-5 du Code de commerce).`,
    'Catégorie de l’opération : prestation de services.',
  ];
  return { payment, terms };
}

const lineTotal = (l: OrderLine) => l.unitHtCents * l.quantity - l.discountHtCents * l.discountQuantity;

/** The docDefinition given to pdfmake's createPdf. */
export function invoiceDocDefinition(i: InvoiceData, options: InvoiceDocOptions): Record<string, unknown> {
  const s = i.seller;
  const lines = i.lines.map(lineOf);
  const mentions = invoiceMentions(i);
  const body = [
    [{ text: 'Désignation', style: 'th' }, { text: 'Qté', style: 'th', alignment: 'right' }, { text: 'Prix unitaire HT', style: 'th', alignment: 'right' }, { text: 'Remise HT', style: 'th', alignment: 'right' }, { text: 'Total HT', style: 'th', alignment: 'right' }],
    ...lines.map((l) => [
      { text: [l.label, l.period ? `\nPériode du ${frenchDate(l.period.from)} au ${frenchDate(l.period.to)}` : '', l.discountLabel ? `\nRemise : ${l.discountLabel}` : ''].join('') },
      { text: String(l.quantity), alignment: 'right' },
      { text: formatEuros(l.unitHtCents), alignment: 'right' },
      { text: l.discountHtCents ? formatEuros(-l.discountHtCents * l.discountQuantity) : '—', alignment: 'right' },
      { text: formatEuros(lineTotal(l)), alignment: 'right' },
    ]),
  ];
  const totals = [
    ['Total HT', formatEuros(i.totalHtCents)],
    ['Remise HT', formatEuros(-i.totalDiscountCents)],
    ['Net HT', formatEuros(i.netHtCents)],
    [`TVA ${i.vatRate} %`, formatEuros(i.vatCents)],
    ['Total TTC', formatEuros(i.totalTtcCents)],
    ['Net payé TTC', formatEuros(i.totalTtcCents)],
  ];
  return {
    info: { title: `Facture ${i.number}`, author: s.name, subject: `Abonnement Mijote — ${i.restaurantName}` },
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 60],
    ...(options.test ? { watermark: { text: 'TEST', color: '#b00020', opacity: 0.18, bold: true, angle: -40 } } : {}),
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.2 },
    styles: { h1: { fontSize: 18, bold: true, color: '#7a2e1d' }, th: { bold: true, fillColor: '#f3ece6' }, small: { fontSize: 8, color: '#444' }, label: { bold: true } },
    footer: (page: number, pages: number) => ({
      text: `${s.name} — ${s.address} — SIRET ${s.siret} — TVA ${s.vatNumber} — page ${page}/${pages}${options.test ? ' — TEST : document sans valeur' : ''}`,
      style: 'small', alignment: 'center', margin: [40, 20, 40, 0],
    }),
    content: [
      {
        columns: [
          [
            { text: s.name, style: 'h1' },
            s.address,
            `SIREN ${s.siren} — SIRET ${s.siret}`,
            `${s.rcs} — capital ${s.capital}`,
            `TVA intracommunautaire ${s.vatNumber}`,
            s.email,
          ],
          [
            { text: `Facture n° ${i.number}`, fontSize: 14, bold: true, alignment: 'right' },
            { text: `Date d’émission : ${paris(i.issuedAt)}`, alignment: 'right' },
            { text: `Période : du ${frenchDate(i.periodStart)} au ${frenchDate(i.periodEnd)}`, alignment: 'right' },
            { text: `Payée le ${paris(i.issuedAt)}`, alignment: 'right', bold: true },
          ],
        ],
      },
      { text: 'Facturé à', style: 'label', margin: [0, 24, 0, 4] },
      i.buyer.company,
      i.buyer.name,
      i.buyer.address,
      `${i.buyer.zipcode} ${i.buyer.city}`,
      i.buyer.email,
      { text: `Restaurant : ${i.restaurantName}`, margin: [0, 4, 0, 0] },
      { table: { headerRows: 1, widths: ['*', 30, 80, 70, 70], body }, layout: 'lightHorizontalLines', margin: [0, 20, 0, 10] },
      {
        columns: [
          { width: '*', text: '' },
          { width: 220, table: { widths: ['*', 90], body: totals.map(([k, v], n) => [{ text: k, bold: n >= 4 }, { text: v, alignment: 'right', bold: n >= 4 }]) }, layout: 'lightHorizontalLines' },
        ],
      },
      { text: 'Paiement', style: 'label', margin: [0, 20, 0, 4] },
      ...mentions.payment.map((t) => ({ text: t })),
      { text: 'Conditions', style: 'label', margin: [0, 12, 0, 4] },
      ...mentions.terms.map((t) => ({ text: t, style: 'small', margin: [0, 0, 0, 3] })),
    ],
  };
}

/** Whether this page is not on the production host (the invoice is then a test document). */
export function isTestHost(productionHost: string | null | undefined, hostname: string): boolean {
  return !productionHost || productionHost.toLowerCase() !== hostname.toLowerCase();
}
