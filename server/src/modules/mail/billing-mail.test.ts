import { describe, expect, it } from 'vitest';
import {
  BILLING_MAIL_SUBJECTS, cardRegisteredMail, chargeFailedMail, publicationAcceptedMail, renewalReceiptMail, restaurantOnlineMail, subscriptionCancelledMail,
  subscriptionEndedByMijoteMail, subscriptionLapsedMail, subscriptionSuspendedMail,
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

describe('Mijote’s decisions on a subscription (docs/adr/0043)', () => {
  const base = { firstName: NASTY, restaurantName: NASTY, ground: 'Manquement aux conditions générales', reasons: NASTY, dashboardUrl };
  it('give the end date, the ground and the statement of reasons, escaped', () => {
    const notice = subscriptionEndedByMijoteMail({ ...base, when: 'notice', endsOn: '28/12/2026', online: true });
    expect(notice.subject).toBe(BILLING_MAIL_SUBJECTS.endedByMijote);
    expect(notice.text).toContain('il prendra fin le 28/12/2026');
    expect(notice.text).toContain('aucune autre échéance ne sera prélevée');
    expect(notice.text).toContain('Motif : Manquement aux conditions générales.');
    expect(notice.text).toContain(`Exposé des motifs : ${NASTY}`);
    expect(notice.html).not.toContain('<script>');
    expect(subscriptionEndedByMijoteMail({ ...base, when: 'now', endsOn: '28/11/2026', online: true }).text).toContain('sans préavis');
    expect(subscriptionEndedByMijoteMail({ ...base, when: 'effective', endsOn: '28/12/2026', online: true }).text).toContain('Votre page a été mise hors ligne le 28/12/2026');
  });
  it('say a suspension stops the charges and takes the page off line, and that lifting it restarts them', () => {
    const suspended = subscriptionSuspendedMail({ ...base, suspended: true, online: true });
    expect(suspended.subject).toBe(BILLING_MAIL_SUBJECTS.suspended);
    expect(suspended.text).toContain('aucune échéance n’est prélevée pendant la suspension');
    expect(suspended.text).toContain('Votre page n’apparaît plus sur Mijote');
    const lifted = subscriptionSuspendedMail({ ...base, ground: null, suspended: false, online: true });
    expect(lifted.subject).toBe(BILLING_MAIL_SUBJECTS.suspensionLifted);
    expect(lifted.text).toContain('Votre page est de nouveau en ligne.');
    expect(lifted.text).toContain('Les échéances reprennent');
  });
});
