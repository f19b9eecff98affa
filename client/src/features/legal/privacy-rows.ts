import { retentionClauses, type PrivacyPolicy } from '../../../../common/retention-periods';

/** A row of a privacy policy's table: processing, data, legal basis, retention. */
export type PrivacyRow = readonly [string, string, string, string];

/**
 * The retention cell of a row: its clauses in order, the first one capitalised. `{ declared: true }` stands for the
 * clauses of common/retention-periods.ts that name this row (what the retention sweep enforces); plain strings are
 * what no job has to do (kept by the browser, or gone with something else).
 */
function retentionCell(policy: PrivacyPolicy, row: string, parts: readonly (string | { declared: true })[]): string {
  const clauses = parts.flatMap((part) => (typeof part === 'string' ? [part] : retentionClauses(policy, row)));
  const text = clauses.join(' ; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const DECLARED = { declared: true } as const;

function rows(policy: PrivacyPolicy, list: readonly (readonly [string, string, string, readonly (string | { declared: true })[]])[]): PrivacyRow[] {
  return list.map(([processing, data, basis, retention]) => [processing, data, basis, retentionCell(policy, processing, retention)] as const);
}

/** The two privacy policies' tables (/politiqueConfidentialite and /politiqueConfidentialiteResto). */
export const PRIVACY_ROWS: Record<PrivacyPolicy, readonly PrivacyRow[]> = {
  site: rows('site', [
    ['Recherche de restaurants (sans compte)', 'Critères de recherche ; position approximative si vous choisissez « À proximité »', 'Intérêt légitime (fournir le service demandé)', ['non conservées : la position sert au calcul et n’est pas enregistrée']],
    ['Compte client', 'Nom, prénom, civilité, e-mail, mot de passe (chiffré de façon irréversible), photo et biographie facultatives, e-mail vérifié ou non, version des conditions d’utilisation acceptée et date de l’acceptation', 'Contrat (conditions d’utilisation) ; obligation légale (conservation des données d’identification par l’hébergeur)', ['jusqu’à la suppression du compte', DECLARED]],
    ['Favoris', 'Liste des restaurants mis en favori', 'Contrat', ['jusqu’à leur retrait ou la suppression du compte']],
    ['Avis', 'Texte, note, date de visite, dates de publication et de modification, statut de modération', 'Contrat ; obligation légale d’information sur les avis', ['tant que la fiche du restaurant existe ou jusqu’à suppression par l’auteur (voir la charte)']],
    ['Lettre d’information', 'E-mail, choix d’abonnement', 'Consentement (case à cocher, retrait en un clic)', ['jusqu’au désabonnement (depuis votre profil) ou la suppression du compte']],
    ['Signalements et modération', 'Contenu signalé, motif, identité et e-mail de l’auteur du signalement, décision et motifs', 'Obligations légales (avis en ligne, règlement DSA) ; intérêt légitime', [DECLARED]],
    ['Statistiques pour les restaurateurs', 'Clics sur le numéro de téléphone d’un restaurant, comptés une fois par visite grâce à un identifiant de session aléatoire (seule une empreinte hachée et salée est enregistrée)', 'Intérêt légitime (rendre compte aux restaurateurs, sans identifier les visiteurs)', ['identifiant oublié par le navigateur à la fermeture de l’onglet', DECLARED]],
    ['Mesure d’audience des pages de restaurants (avec votre accord)', 'Vues d’une page de restaurant, temps passé sur la page, clics sur le lien de réservation, comptés grâce à un identifiant de session et un identifiant de visiteur aléatoires (seules des empreintes hachées et salées sont enregistrées, jamais votre adresse IP)', 'Consentement (« Mesure d’audience et carte »)', ['identifiant de visiteur gardé 13 mois au plus par le navigateur et effacé si vous retirez votre accord', DECLARED]],
    ['Sécurité', 'Date de la dernière connexion ; sessions (dates de création et d’expiration, sans adresse IP) ; tentatives de connexion comptées par adresse IP et par compte pour limiter les abus', 'Intérêt légitime (sécurité)', ['compteurs de tentatives : effacés peu après la fin de leur fenêtre (15 minutes à 24 heures)', DECLARED, 'dernière connexion : avec le compte']],
    ['Cookies et carte', 'Votre choix ; cookies Google Maps si vous l’acceptez ; votre adresse IP transmise au serveur de tuiles OpenStreetMap quand la carte l’utilise', 'Consentement (sauf cookies nécessaires)', ['6 mois pour le choix (voir la politique cookies)']],
  ]),
  restaurateurs: rows('restaurateurs', [
    ['Compte restaurateur', 'Nom, prénom, date de naissance, e-mail, téléphone, mot de passe (chiffré de façon irréversible)', 'Contrat (abonnement) ; obligation légale (conservation des données d’identification par l’hébergeur)', [DECLARED]],
    ['Fiche du restaurant', 'Nom, adresse, coordonnées GPS, téléphone, horaires, carte, photos, description', 'Contrat', ['durée de l’abonnement ; retirée du site à la fin de l’abonnement']],
    ['Facturation', 'Dénomination, adresse de facturation, e-mail de facturation, SIREN le cas échéant, factures', 'Obligation légale (Code de commerce)', [DECLARED]],
    ['Paiement', 'Référence de la transaction et jeton de carte fourni par notre prestataire de paiement ; nous ne voyons jamais le numéro complet de votre carte', 'Contrat ; obligation légale', [DECLARED]],
    ['Demandes de publication', 'Historique des demandes, décisions et motifs', 'Contrat ; règlement P2B et DSA (motivation des décisions)', [DECLARED]],
  ]),
};
