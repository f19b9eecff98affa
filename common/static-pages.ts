import {
  ABOUT_PATH, CGU_PATH, CGU_RESTO_PATH, CGV_RESTO_CAPITALISED_PATH, CGV_RESTO_PATH, CHARTE_PATH, CONTACT_PATH, COOKIES_PATH, COOKIES_RESTO_PATH,
  DEVELOPERS_EXPLORER_PATH, DEVELOPERS_PATH, DEVELOPERS_REFERENCE_PATH, DEVELOPERS_WEBHOOKS_PATH, HOW_IT_WORKS_PATH, LEGAL_OBLIGATION_PATH, MENTIONS_PATH, MENTIONS_RESTO_PATH, PRIVACY_PATH, PRIVACY_RESTO_PATH, REGISTER_INFO_PATH,
} from './page-addresses.js';
import { pageTitle, type PageMeta } from './page-meta.js';

/**
 * The static and legal pages of SPEC §2: their addresses (page-addresses.ts), heading and description. The client's pages
 * show the heading (client/src/features/legal); the server writes title and description into the HTML it sends.
 */
export interface StaticPage {
  paths: readonly string[];
  heading: string;
  description: string;
}

export const STATIC_PAGES = {
  contact: {
    paths: [CONTACT_PATH],
    heading: 'Contactez-nous',
    description: 'Une question, une erreur sur une fiche, un avis à signaler ? Écrivez à l’équipe Mijote, qui vous répond en général sous deux jours ouvrés.',
  },
  about: {
    paths: [ABOUT_PATH],
    heading: 'À propos de Mijote',
    description: 'Mijote est l’annuaire des restaurants du Maine-et-Loire : d’Angers à Saumur, de Cholet à Segré, trouvez une table ouverte, au bon prix et près de chez vous.',
  },
  cgu: {
    paths: [CGU_PATH],
    heading: 'Conditions générales d’utilisation',
    description: 'Les conditions d’utilisation du site Mijote par les visiteurs et les clients : compte client, avis et photos, modération, classement des résultats.',
  },
  howItWorks: {
    paths: [HOW_IT_WORKS_PATH],
    heading: 'Fonctionnement du site',
    description: 'Comment Mijote choisit et classe les restaurants qu’il affiche et calcule leurs notes. Le classement ne dépend jamais d’un paiement.',
  },
  mentions: {
    paths: [MENTIONS_PATH, MENTIONS_RESTO_PATH],
    heading: 'Mentions légales',
    description: 'Mentions légales du site Mijote : éditeur, directeur de la publication et hébergeur.',
  },
  cookies: {
    paths: [COOKIES_PATH, COOKIES_RESTO_PATH],
    heading: 'Politique cookies',
    description: 'Les cookies et traceurs utilisés par Mijote, à quoi ils servent, combien de temps ils sont gardés et comment changer votre choix.',
  },
  charte: {
    paths: [CHARTE_PATH],
    heading: 'Charte des avis Mijote',
    description: 'Qui peut publier un avis sur Mijote, comment les avis sont contrôlés, pourquoi un avis peut être refusé et comment les notes sont calculées.',
  },
  privacy: {
    paths: [PRIVACY_PATH],
    heading: 'Politique de confidentialité',
    description: 'Quelles données personnelles Mijote traite, pourquoi, combien de temps, et comment exercer vos droits.',
  },
  privacyResto: {
    paths: [PRIVACY_RESTO_PATH],
    heading: 'Politique de confidentialité – restaurateurs',
    description: 'Quelles données personnelles des restaurateurs Mijote traite, pourquoi, combien de temps, et comment exercer vos droits.',
  },
  legalObligation: {
    paths: [LEGAL_OBLIGATION_PATH],
    heading: 'Obligations légales des restaurateurs',
    description: 'Les obligations d’un restaurant en France (prix, allergènes, hygiène, alcool…) et ce qu’elles impliquent pour votre fiche Mijote.',
  },
  cguResto: {
    paths: [CGU_RESTO_PATH],
    heading: 'Conditions générales d’utilisation – restaurateurs',
    description: 'Les conditions d’utilisation de l’espace restaurateur de Mijote : publication de la fiche, contenus, avis des clients, classement et statistiques.',
  },
  cgvResto: {
    paths: [CGV_RESTO_PATH, CGV_RESTO_CAPITALISED_PATH],
    heading: 'Conditions générales de vente – restaurateurs',
    description: 'Les conditions de l’abonnement Mijote des restaurateurs : prix, souscription, durée, résiliation, facturation et paiement.',
  },
  registerInfo: {
    paths: [REGISTER_INFO_PATH],
    heading: 'Inscrire son restaurant',
    description: 'Présentez votre restaurant aux gourmands du Maine-et-Loire sur Mijote : carte, photos, horaires, téléphone et lien de réservation.',
  },
} satisfies Record<string, StaticPage>;

/** The developer portal's pages (client/src/features/developers): the same kind of title and description. */
export const DEVELOPER_PAGES = {
  guide: {
    paths: [DEVELOPERS_PATH],
    heading: 'Développeurs : l’API GraphQL de Mijote',
    description: 'Intégrer les restaurants du Maine-et-Loire : clé partenaire, authentification, budget et coûts, pagination, erreurs, exemples, conditions d’utilisation.',
  },
  reference: {
    paths: [DEVELOPERS_REFERENCE_PATH],
    heading: 'Référence de l’API GraphQL',
    description: 'Chaque requête publique, type et champ de l’API GraphQL de Mijote, tirés du schéma à chaque version du site.',
  },
  explorer: {
    paths: [DEVELOPERS_EXPLORER_PATH],
    heading: 'Explorateur de l’API GraphQL',
    description: 'Essayer l’API GraphQL de Mijote dans GraphiQL avec sa clé partenaire : les exemples du portail, la documentation des types, le coût de chaque requête.',
  },
  webhooks: {
    paths: [DEVELOPERS_WEBHOOKS_PATH],
    heading: 'Vos webhooks et leur journal de livraisons',
    description: 'Inscrire, consulter et supprimer les webhooks de sa clé partenaire Mijote, et suivre chaque livraison : état, code HTTP, essais, prochain essai.',
  },
} satisfies Record<string, StaticPage>;

/** Pages whose title and description need no data either. */
export const MAP_META: PageMeta = {
  title: pageTitle('Carte des restaurants'),
  description: 'La carte des restaurants de votre recherche dans le Maine-et-Loire.',
};

export const NOT_FOUND_META: PageMeta = {
  title: pageTitle('Page introuvable'),
  description: 'Cette page n’existe pas ou plus sur Mijote. Retrouvez les restaurants du Maine-et-Loire depuis l’accueil.',
};

export const staticPageMeta = (page: StaticPage): PageMeta => ({ title: pageTitle(page.heading), description: page.description });

/** The page an address shows; like the client's router, case and a trailing slash do not matter. */
export function staticPageAt(pathname: string): StaticPage | null {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  for (const page of [...Object.values(STATIC_PAGES), ...Object.values(DEVELOPER_PAGES)] as StaticPage[]) {
    if (page.paths.some((p) => p.toLowerCase() === wanted)) return page;
  }
  return null;
}
