import { describe, expect, it } from 'vitest';
import {
  BILLING_MAIL_SUBJECTS, cardRegisteredMail, chargeFailedMail, publicationAcceptedMail, renewalReceiptMail, restaurantOnlineMail, subscriptionCancelledMail,
  subscriptionLapsedMail,
} from './mail.templates.js';

const NASTY = `<script>alert("x")</script> & 'Zoé'`;
const dashboardUrl = 'https://mijote.example/restaurateurLogin';

describe('billing e-mails (French, text + HTML, escaped)', () => {
  const mails = [
    cardRegisteredMail({ firstName: NASTY, restaurantName: NASTY, cardLastDigits: '44', periodEnd: '22/12/2026', nextDue: '23/12/2026', amount: '72,00 €', invoiceNumber: '2026-00001', dashboardUrl }),
    renewalReceiptMail({ firstName: NASTY, restaurantName: NASTY, amount: '72,00 €', invoiceNumber: '2026-00002', periodStart: '23/12/2026', periodEnd: '22/01/2027', dashboardUrl }),
    chargeFailedMail({ firstName: NASTY, restaurantName: NASTY, amount: '72,00 €', nextAttempt: '24/12/2026', lapseDate: '30/12/2026', dashboardUrl }),
    subscriptionLapsedMail({ firstName: NASTY, restaurantName: NASTY, offline: true, dashboardUrl }),
    subscriptionCancelledMail({ firstName: NASTY, restaurantName: NASTY, endDate: '22/12/2026', offlineDate: '23/12/2026', online: true, effective: false, dashboardUrl }),
  ];
  it('have their subjects, the dashboard link, and never raw markup from values', () => {
    expect(mails.map((m) => m.subject)).toEqual([
      BILLING_MAIL_SUBJECTS.cardRegistered, BILLING_MAIL_SUBJECTS.renewalReceipt, BILLING_MAIL_SUBJECTS.chargeFailed, BILLING_MAIL_SUBJECTS.lapsed, BILLING_MAIL_SUBJECTS.cancelled,
    ]);
    for (const m of mails) {
      expect(m.text).toContain(dashboardUrl);
      expect(m.html).toContain(`href="${dashboardUrl}"`);
      expect(m.html).not.toContain('<script>');
      expect(m.html).toContain('&lt;script&gt;');
      expect(m.html).toContain('<html lang="fr">');
    }
  });
  it('say what matters: the free first month and next charge, the receipt, the retry, the page off line, the end date', () => {
    expect(mails[0].text).toContain('se terminant par 44');
    expect(mails[0].text).toContain('Le premier mois vous est offert');
    expect(mails[0].text).toContain('72,00 € TTC, aura lieu le 23/12/2026');
    expect(mails[1].text).toContain('facture 2026-00002');
    expect(mails[2].text).toContain('Nous réessaierons le 24/12/2026');
    expect(mails[3].text).toContain('n’est plus visible sur Mijote');
    expect(mails[4].text).toContain('reste actif jusqu’au 22/12/2026 inclus, sans autre prélèvement, et prendra fin le 23/12/2026');
    expect(mails[4].text).toContain('Votre page reste en ligne jusqu’au 22/12/2026 inclus ; elle sera mise hors ligne le 23/12/2026.');
  });
  it('say what a cancellation does to a page not on line, and when it took the page off line', () => {
    const base = { firstName: 'Lou', restaurantName: 'Chez Lou', endDate: '22/12/2026', offlineDate: '23/12/2026', dashboardUrl };
    const draft = subscriptionCancelledMail({ ...base, online: false, effective: false }).text;
    expect(draft).toContain('Votre page n’est pas en ligne');
    expect(draft).not.toContain('mise hors ligne');
    const ended = subscriptionCancelledMail({ ...base, online: true, effective: true }).text;
    expect(ended).toContain('a pris fin le 23/12/2026');
    expect(ended).toContain('Votre page a été mise hors ligne le 23/12/2026');
  });
});

describe('names in the e-mails’ French (issue 25)', () => {
  it('contracts « de Le » and elides before a vowel', () => {
    const base = { firstName: 'Julien', dashboardUrl };
    expect(cardRegisteredMail({ ...base, restaurantName: 'Le Petit Testeur', cardLastDigits: '44', periodEnd: '22/12/2026', nextDue: '23/12/2026', amount: '72,00 €', invoiceNumber: '2026-00001' }).text)
      .toContain('l’abonnement du Petit Testeur est actif');
    expect(subscriptionCancelledMail({ ...base, restaurantName: 'Les Halles Gourmandes', endDate: '22/12/2026', offlineDate: '23/12/2026', online: true, effective: true }).text).toContain('L’abonnement des Halles Gourmandes a pris fin');
    expect(publicationAcceptedMail({ ...base, restaurantName: 'Le Petit Testeur', pageUrl: 'https://mijote.example/r' }).text).toContain('la page du Petit Testeur est maintenant en ligne');
    expect(restaurantOnlineMail({ ...base, restaurantName: 'Auberge Angevine', reason: 'Erreur corrigée.', pageUrl: 'https://mijote.example/r' }).text).toContain('La page d’Auberge Angevine est de nouveau en ligne');
  });
});
