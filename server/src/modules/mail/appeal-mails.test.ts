import { describe, expect, it } from 'vitest';
import {
  accountDisabledMail, appealAnswerMail, replyRejectedMail, reportOutcomeMail, restaurantOfflineMail, reviewRejectedMail, reviewRemovedMail,
  subscriptionEndedByMijoteMail, subscriptionSuspendedMail,
} from './mail.templates.js';

const LINK = 'https://mijote.example/contester/12-abcdefghijklmnopqrstuvwxyz012345';
const SUBSCRIBER = { firstName: 'Jean', restaurantName: 'Chez Colette', dashboardUrl: 'https://mijote.example/restaurateurLogin' };
const REPLY_INVITATION = /répond(ez|ant|re) à (ce|cet) (message|e-mail)/i;

/**
 * Issue 28 (docs/adr/0041): the five decision e-mails come from an address nobody reads, so none invites a reply; each
 * gives the personal link to contest, open six months, reviewed by someone else; the answer says the outcome and why.
 */
describe('decision e-mails and the appeal answer', () => {
  const decisions = {
    'review refused': reviewRejectedMail({ firstName: 'Léa', restaurantName: 'Chez Colette', excerpt: 'Bof', ground: 'Faux avis', details: '', appealUrl: LINK, profileUrl: 'https://mijote.example/profilScreen' }),
    'review removed': reviewRemovedMail({ firstName: 'Léa', restaurantName: 'Chez Colette', excerpt: 'Bof', grounds: ['Faux avis'], reason: 'Avis d’un concurrent.', appealUrl: LINK }),
    'reply refused': replyRejectedMail({ firstName: 'Jean', restaurantName: 'Chez Colette', excerpt: 'Merci', ground: 'Faux avis', details: '', reviewsUrl: 'https://mijote.example/restaurateur/avis', appealUrl: LINK }),
    'page off line': restaurantOfflineMail({ firstName: 'Jean', restaurantName: 'Chez Colette', reason: 'Fermeture signalée.', dashboardUrl: 'https://mijote.example/restaurateurLogin', appealUrl: LINK }),
    'account disabled': accountDisabledMail({ firstName: 'Léa', disabled: true, reason: 'Abus répétés.', appealUrl: LINK }),
    // docs/adr/0049: a reporter told their report's review is kept, and Mijote's decisions on a subscription.
    'report kept (visitor)': reportOutcomeMail({ restaurantName: 'Chez Colette', removed: false, reason: 'Rien n’indique un faux avis.', appealUrl: LINK, inAccount: false }),
    'report kept (account)': reportOutcomeMail({ restaurantName: 'Chez Colette', removed: false, reason: 'Rien n’indique un faux avis.', appealUrl: LINK, inAccount: true }),
    'subscription suspended': subscriptionSuspendedMail({ ...SUBSCRIBER, suspended: true, ground: 'Manquement', reasons: 'Prix faux.', online: true, appealUrl: LINK }),
    'subscription ended with notice': subscriptionEndedByMijoteMail({ ...SUBSCRIBER, when: 'notice', endsOn: '29/12/2026', ground: 'Manquement', reasons: 'Prix faux.', online: true, appealUrl: LINK }),
    'subscription ended at once': subscriptionEndedByMijoteMail({ ...SUBSCRIBER, when: 'now', endsOn: '29/11/2026', ground: 'Manquements répétés', reasons: 'Prix faux.', online: true, appealUrl: LINK }),
    'subscription ended, the notice run out': subscriptionEndedByMijoteMail({ ...SUBSCRIBER, when: 'effective', endsOn: '29/12/2026', ground: 'Manquement', reasons: 'Prix faux.', online: true, appealUrl: LINK }),
  };

  for (const [name, mail] of Object.entries(decisions)) {
    it(`${name}: the personal link to contest within 6 months, no invitation to reply`, () => {
      expect(mail.text).not.toMatch(REPLY_INVITATION);
      expect(mail.html).not.toMatch(REPLY_INVITATION);
      expect(mail.text).toContain(`Vous pouvez contester cette décision gratuitement pendant 6 mois en expliquant pourquoi sur cette page personnelle : ${LINK}`);
      expect(mail.text).toContain('Une autre personne de l’équipe de modération la réexaminera et vous répondra par e-mail.');
      expect(mail.text).toContain('Merci de ne pas y répondre.');
    });
  }

  it('nothing to contest: a report whose review is removed, a suspension lifted', () => {
    for (const mail of [
      reportOutcomeMail({ restaurantName: 'Chez Colette', removed: true, reason: 'Faux avis avéré.' }),
      subscriptionSuspendedMail({ ...SUBSCRIBER, suspended: false, ground: null, reasons: 'Prix corrigés.', online: true }),
    ]) expect(mail.text).not.toContain('contester');
  });

  it('a disabled account, or a visitor who reported, is not sent to an account it cannot open', () => {
    expect(decisions['report kept (visitor)'].text).not.toContain('depuis votre compte');
    expect(decisions['report kept (account)'].text).toContain('ou depuis votre compte, rubrique « Décisions de modération »');
    expect(decisions['account disabled'].text).not.toContain('depuis votre compte');
    expect(decisions['review refused'].text).toContain('ou depuis votre compte, rubrique « Décisions de modération »');
  });

  it('the answer: the outcome, what reversing did, the reasons, a person, the other ways of redress', () => {
    const base = { firstName: 'Léa', decision: 'Refus de votre avis', targetLabel: 'Bof (Chez Colette)', decidedOn: '29 novembre 2026', effect: 'votre avis est publié sur la page du restaurant', answer: 'Votre avis respecte la charte.' };
    const reversed = appealAnswerMail({ ...base, reversed: true });
    expect(reversed.subject).toBe('Votre contestation : la décision est annulée');
    expect(reversed.text).toContain('La décision est annulée : votre avis est publié sur la page du restaurant.');
    expect(reversed.text).toContain('Motifs : Votre avis respecte la charte.');
    expect(reversed.text).toContain('sans traitement automatisé');
    expect(reversed.text).toContain('organe de règlement extrajudiciaire des litiges certifié');
    const upheld = appealAnswerMail({ ...base, reversed: false });
    expect(upheld.subject).toBe('Votre contestation : la décision est maintenue');
    expect(upheld.text).toContain('La décision est maintenue.');
    expect(upheld.text).not.toContain('votre avis est publié');
  });
});
