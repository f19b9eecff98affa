import { ACCOUNT_RETENTION } from './account-rules.js';

/**
 * Every retention period Mijote enforces (issue 28, docs/adr/0042): what is kept, how long, from which event, and what
 * happens at term. The daily retention sweep (server/src/modules/retention) runs one step per entry, with the interval
 * below, and the privacy policies' « Durée de conservation » column is built from the `text` of these entries
 * (client/src/features/legal/privacy-rows.ts): change a period here and both follow.
 */
type RetentionAction = 'purge' | 'anonymise';
export type RetentionUnit = 'hours' | 'months' | 'years';
/** The privacy policy stating the period: the site's (/politiqueConfidentialite) or the restaurateurs' (…Resto). */
export type PrivacyPolicy = 'site' | 'restaurateurs';

export interface RetentionPeriod {
  /** What is kept, for the reader of this list. */
  readonly what: string;
  readonly amount: number;
  readonly unit: RetentionUnit;
  /** The event the period runs from, for the reader of this list. */
  readonly from: string;
  readonly action: RetentionAction;
  /** Where the privacy policies state it: the policy and the first cell of its row. */
  readonly rows: readonly { readonly policy: PrivacyPolicy; readonly row: string }[];
  /** The clause of that row's « Durée de conservation » cell, in French: exactly what the step does. */
  readonly text: string;
}

const FRENCH_UNITS: Record<RetentionUnit, [string, string]> = { hours: ['heure', 'heures'], months: ['mois', 'mois'], years: ['an', 'ans'] };

/** « 3 ans », « 13 mois », « 48 heures ». */
export function frenchDuration(amount: number, unit: RetentionUnit): string {
  return `${amount} ${FRENCH_UNITS[unit][amount > 1 ? 1 : 0]}`;
}

const d = (amount: number, unit: RetentionUnit) => frenchDuration(amount, unit);
const SITE = (row: string) => ({ policy: 'site', row }) as const;
const RESTO = (row: string) => ({ policy: 'restaurateurs', row }) as const;

export const RETENTION_PERIODS = {
  inactiveCustomerAccounts: {
    what: 'Compte client sans connexion (avis publiés gardés anonymisés, photos supprimées)', amount: ACCOUNT_RETENTION.inactiveMonths / 12, unit: 'years',
    from: 'la dernière connexion (après un e-mail d’avertissement)', action: 'purge', rows: [SITE('Compte client')],
    text: `supprimé après ${d(ACCOUNT_RETENTION.inactiveMonths / 12, 'years')} sans connexion, après un e-mail d’avertissement ${ACCOUNT_RETENTION.warningDays} jours avant`,
  },
  restaurateurAccounts: {
    what: 'Compte restaurateur sans abonnement en cours', amount: 5, unit: 'years', from: 'la fin du dernier abonnement, ou la dernière connexion si elle est plus récente',
    action: 'purge', rows: [RESTO('Compte restaurateur')],
    text: `durée de l’abonnement, puis ${d(5, 'years')} (prescription contractuelle) : le compte est supprimé ${d(5, 'years')} après la fin de son dernier abonnement ou sa dernière connexion, la plus récente des deux (les factures restent, voir « Facturation »)`,
  },
  closedAccountKeep: {
    what: 'Données d’identification de l’auteur d’un avis ou d’une réponse dont le compte est fermé (LCEN art. 6, décret 2021-1362)', amount: 1, unit: 'years',
    from: 'la fermeture du compte', action: 'purge', rows: [SITE('Compte client'), RESTO('Compte restaurateur')],
    text: `si des avis ou des réponses que vous avez publiés restent en ligne (anonymisés), les données d’identification du compte (e-mail, nom, prénom, civilité, date de naissance et téléphone s’ils ont été donnés, date de création) et la liste de ces contributions sont gardées à part ${d(1, 'years')} après la fermeture du compte (obligation d’hébergeur, décret n° 2021-1362), consultables seulement pour répondre à une autorité, puis supprimées`,
  },
  sessions: {
    what: 'Sessions (dates de création et d’expiration)', amount: 1, unit: 'years', from: 'leur expiration', action: 'purge', rows: [SITE('Sécurité')],
    text: `sessions : ${d(1, 'years')} après leur expiration`,
  },
  phoneClickFingerprints: {
    what: 'Empreinte de session d’un clic sur un numéro de téléphone', amount: 48, unit: 'hours', from: 'le clic', action: 'anonymise',
    rows: [SITE('Statistiques pour les restaurateurs')], text: `empreinte effacée après ${d(48, 'hours')} ; seuls des totaux par jour sont gardés`,
  },
  pageVisitFingerprints: {
    what: 'Empreintes de session et de visiteur d’une vue de page', amount: 48, unit: 'hours', from: 'la vue', action: 'anonymise',
    rows: [SITE('Mesure d’audience des pages de restaurants (avec votre accord)')], text: `empreintes effacées après ${d(48, 'hours')} ; seuls des totaux par jour et par restaurant sont gardés`,
  },
  reports: {
    what: 'Signalement d’un avis (motif, précisions, e-mail de son auteur)', amount: 3, unit: 'years', from: 'la décision', action: 'purge',
    rows: [SITE('Signalements et modération')], text: `signalements : supprimés ${d(3, 'years')} après la décision`,
  },
  moderationLog: {
    what: 'Journal des décisions de modération (qui, quand, quoi, motifs)', amount: 3, unit: 'years', from: 'la décision', action: 'purge',
    rows: [SITE('Signalements et modération')], text: `journal des décisions de modération : chaque décision est supprimée ${d(3, 'years')} après avoir été prise`,
  },
  appeals: {
    what: 'Contestation d’une décision (de modération, de conserver un avis signalé, sur un abonnement) : texte, e-mail, réponse motivée', amount: 3, unit: 'years', from: 'la décision contestée', action: 'purge',
    rows: [SITE('Signalements et modération')], text: `contestations des décisions : supprimées ${d(3, 'years')} après la décision contestée`,
  },
  paymentDetails: {
    what: 'Réponse du prestataire de paiement (numéros d’autorisation, d’appel et de transaction, réponse brute)', amount: 13, unit: 'months',
    from: 'le paiement, ou la fin de l’abonnement si elle est plus tardive', action: 'anonymise', rows: [RESTO('Paiement')],
    text: `durée de l’abonnement, puis ${d(13, 'months')} pour les contestations : le détail de la réponse du prestataire est alors effacé (la référence, le montant et la date restent avec la facture)`,
  },
  cardTokens: {
    what: 'Jeton, date d’expiration et derniers chiffres de la carte', amount: 13, unit: 'months', from: 'la fin de l’abonnement', action: 'anonymise',
    rows: [RESTO('Paiement')], text: `le jeton de carte est effacé ${d(13, 'months')} après la fin de l’abonnement`,
  },
  invoices: {
    what: 'Facture (avec l’identité de facturation de l’acheteur)', amount: 10, unit: 'years', from: 'la fin de l’année de la facture', action: 'purge',
    rows: [RESTO('Facturation')], text: `factures : ${d(10, 'years')} après la fin de l’année de leur émission, puis supprimées ; les autres données de facturation partent avec le compte`,
  },
  publicationRequests: {
    what: 'Demande de publication, décision et motifs', amount: 5, unit: 'years', from: 'la décision', action: 'purge',
    rows: [RESTO('Demandes de publication')], text: `${d(5, 'years')} après la décision, puis supprimées`,
  },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKey = keyof typeof RETENTION_PERIODS;

/** The period as a PostgreSQL interval literal: '3 years', '48 hours'. */
export function retentionInterval(key: RetentionKey): string {
  const p: RetentionPeriod = RETENTION_PERIODS[key];
  return `${p.amount} ${p.unit}`;
}

/** The clauses stated in a privacy policy's row, in the order of this list. */
export function retentionClauses(policy: PrivacyPolicy, row: string): string[] {
  return Object.values(RETENTION_PERIODS as Record<string, RetentionPeriod>).filter((p) => p.rows.some((r) => r.policy === policy && r.row === row)).map((p) => p.text);
}
