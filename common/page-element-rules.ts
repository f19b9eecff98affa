import { SLIDER_COMMIT_MS } from './constants.js';
/**
 * Page elements (issue 13, area 1's pageElem/{id}/{name}): the texts of the public pages an admin changes without a
 * deploy — the questions of home, city and nearby pages, home's introduction and the announcement banner. Each save is
 * a new version (server/src/modules/page-elements); until the first one, a page shows the text below (version 0).
 * The rules and French messages serve the editor and the server alike.
 */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** What one version holds: the questions of a FAQ, or the text of an introduction or a banner ('' shows nothing). */
export interface PageElementContent {
  entries: FaqEntry[];
  text: string;
}

export type PageElementKind = 'faq' | 'text' | 'banner';

export interface PageElementDef {
  id: number;
  /** The last segment of its address in area 1: pageElem/{id}/{name}. */
  name: string;
  kind: PageElementKind;
  label: string;
  /** Where the public sees it. */
  shownOn: string;
  origin: PageElementContent;
}

export const PAGE_ELEMENT_LIMITS = {
  faqEntries: 16, questionMin: 5, questionMax: 200, answerMin: 10, answerMax: 1500, introMax: 400, bannerMax: 200, versionsShown: 50,
} as const;
/** Questions per page of the public FAQ ('Suivant' / 'Précédent', SPEC §2). */
const FAQ_PAGE_SIZE = 4;

const HOME_FAQ: FaqEntry[] = [
  {
    question: 'Comment trouver un restaurant sur Mijote ?',
    answer:
      'Tapez le nom d’un restaurant ou choisissez une ville du Maine-et-Loire, puis affinez avec la date, l’heure et les filtres : type de cuisine, prix par personne, régime alimentaire, terrasse, accessibilité… La liste se met à jour aussitôt, et l’adresse de la page garde votre recherche pour la partager ou y revenir.',
  },
  {
    question: 'Comment les restaurants sont-ils classés ?',
    answer:
      'Par défaut, les restaurants sont triés selon une note ajustée au nombre d’avis publiés (une moyenne qui tient compte du nombre d’avis, expliquée sur la page « Fonctionnement du site ») : deux avis à 5 étoiles ne passent pas devant quarante avis à 4,8. Vous pouvez aussi trier par prix par personne ou par distance. Aucun restaurant ne paie pour apparaître plus haut : l’abonnement des restaurateurs ne change jamais le classement.',
  },
  {
    question: 'Les avis sont-ils vérifiés ?',
    answer:
      'Oui. Chaque avis est relu par notre équipe avant publication et l’auteur indique la date de sa visite. Les avis hors sujet, injurieux, rédigés par une personne liée à l’établissement ou sans visite réelle sont refusés. Les règles complètes figurent dans la charte des avis.',
  },
  {
    question: 'Les horaires d’ouverture sont-ils à jour ?',
    answer:
      'Les horaires sont saisis par les restaurateurs eux-mêmes, y compris les fermetures exceptionnelles et les jours fériés. En choisissant une date et une heure, vous ne voyez que les restaurants ouverts à ce moment-là. En cas de doute, appelez le restaurant avant de vous déplacer.',
  },
  {
    question: 'Comment réserver une table ?',
    answer:
      'Ouvrez la page du restaurant puis l’onglet « Réservation » : vous y trouverez son numéro de téléphone et, s’il en possède un, le lien vers son propre outil de réservation en ligne. Mijote ne prend aucune commission sur vos réservations.',
  },
  {
    question: 'Que signifient « Ouvert ce midi » et « Ouvert ce soir » ?',
    answer:
      'Ces raccourcis cherchent les restaurants ouverts aujourd’hui à 12h30 ou à 20h00. Si vous choisissez vous-même une date ou une heure, le raccourci est retiré au profit de votre choix.',
  },
  {
    question: 'Comment inscrire mon restaurant ?',
    answer:
      'Depuis le lien « Inscrire son restaurant » en bas de page, créez votre compte restaurateur, renseignez votre établissement puis votre carte, vos horaires et vos photos. L’abonnement est de 60 € HT par mois, sans engagement, et le premier mois est offert.',
  },
  {
    question: 'Mijote est-il gratuit pour les visiteurs ?',
    answer:
      'Oui, la recherche, les pages des restaurants et les avis sont entièrement gratuits et accessibles sans compte. Seuls les restaurateurs paient un abonnement pour publier et gérer leur page.',
  },
];

const NEARBY_FAQ: FaqEntry[] = [
  {
    question: 'Comment fonctionne la recherche à proximité ?',
    answer:
      'Votre navigateur nous transmet votre position, uniquement pour cette recherche, et nous affichons les restaurants situés dans le rayon choisi, 10 km par défaut. Votre position n’est ni enregistrée ni partagée.',
  },
  {
    question: 'Comment modifier le rayon de recherche ?',
    answer: `Ouvrez les filtres et déplacez le curseur « Distance », de 5 à 100 km. Les résultats se mettent à jour un instant (${String(SLIDER_COMMIT_MS / 1000).replace('.', ',')} seconde) après votre dernier mouvement du curseur.`,
  },
  {
    question: 'La géolocalisation ne fonctionne pas, que faire ?',
    answer:
      'Vérifiez que la localisation est activée sur votre appareil et autorisée pour ce site dans les réglages du navigateur, puis rechargez la page. Vous pouvez aussi choisir une ville dans la barre de recherche.',
  },
  {
    question: 'Comment trier par distance ?',
    answer: 'Sur cette page, les résultats sont triés du plus proche au plus lointain. Vous pouvez aussi les trier par note ou par prix par personne.',
  },
];

export const PAGE_ELEMENTS: readonly PageElementDef[] = [
  { id: 1, name: 'faq-accueil', kind: 'faq', label: 'Questions fréquentes de l’accueil', shownOn: 'En bas de la page d’accueil', origin: { entries: HOME_FAQ, text: '' } },
  { id: 2, name: 'faq-villes', kind: 'faq', label: 'Questions fréquentes des pages de ville', shownOn: 'En bas de chaque page de ville (Angers, Saumur, Cholet…)', origin: { entries: HOME_FAQ, text: '' } },
  { id: 3, name: 'faq-proximite', kind: 'faq', label: 'Questions fréquentes de « À proximité »', shownOn: 'En bas de la page « Restaurants à proximité »', origin: { entries: NEARBY_FAQ, text: '' } },
  {
    id: 4, name: 'introduction-accueil', kind: 'text', label: 'Introduction de l’accueil', shownOn: 'Sous le titre de la page d’accueil',
    origin: { entries: [], text: 'Trouvez où manger dans le Maine-et-Loire : cherchez par nom, par ville, par date et par heure, lisez la carte, les horaires et les avis, puis appelez ou réservez.' },
  },
  { id: 5, name: 'bandeau-annonce', kind: 'banner', label: 'Bandeau d’annonce', shownOn: 'En haut de l’accueil, des pages de ville et de « À proximité » (vide : aucun bandeau)', origin: { entries: [], text: '' } },
];

export const PAGE_ELEMENT_IDS = PAGE_ELEMENTS.map((e) => e.id);

export function pageElementById(id: number): PageElementDef | undefined {
  return PAGE_ELEMENTS.find((e) => e.id === id);
}

/** The FAQ each search page shows. */
export const FAQ_ELEMENT_OF = { HOME: 1, CITY: 2, NEARBY: 3 } as const;
export const HOME_INTRO_ELEMENT = 4;
export const BANNER_ELEMENT = 5;

export const PAGE_ELEMENT_MESSAGES = {
  notFound: 'Élément de page introuvable.',
  conflict: 'Cet élément a été modifié entre-temps par un autre administrateur : rechargez-le, puis refaites vos changements.',
  tooManyEntries: `Une foire aux questions compte au plus ${PAGE_ELEMENT_LIMITS.faqEntries} questions.`,
  question: (n: number) => `Question ${n} : écrivez entre ${PAGE_ELEMENT_LIMITS.questionMin} et ${PAGE_ELEMENT_LIMITS.questionMax} caractères.`,
  answer: (n: number) => `Réponse ${n} : écrivez entre ${PAGE_ELEMENT_LIMITS.answerMin} et ${PAGE_ELEMENT_LIMITS.answerMax} caractères.`,
  duplicate: (n: number) => `Question ${n} : cette question est déjà posée plus haut.`,
  introTooLong: `L’introduction est limitée à ${PAGE_ELEMENT_LIMITS.introMax} caractères.`,
  bannerTooLong: `Le bandeau est limité à ${PAGE_ELEMENT_LIMITS.bannerMax} caractères.`,
  lineBreaks: 'Ce texte tient sur un seul paragraphe : retirez les retours à la ligne.',
  saved: (version: number) => `Version ${version} publiée : elle est en ligne dès maintenant.`,
} as const;

import { textLength as length } from './input-rules.js';

/** The first problem of a version's content for its element, or null; every text is plain (shown as text, never as HTML). */
export function checkPageElementContent(kind: PageElementKind, content: PageElementContent): string | null {
  if (kind === 'faq') {
    if (content.entries.length > PAGE_ELEMENT_LIMITS.faqEntries) return PAGE_ELEMENT_MESSAGES.tooManyEntries;
    const seen = new Set<string>();
    for (const [i, entry] of content.entries.entries()) {
      const q = length(entry.question);
      if (q < PAGE_ELEMENT_LIMITS.questionMin || q > PAGE_ELEMENT_LIMITS.questionMax || /[\r\n]/.test(entry.question)) return PAGE_ELEMENT_MESSAGES.question(i + 1);
      const a = length(entry.answer);
      if (a < PAGE_ELEMENT_LIMITS.answerMin || a > PAGE_ELEMENT_LIMITS.answerMax) return PAGE_ELEMENT_MESSAGES.answer(i + 1);
      const key = entry.question.trim().toLocaleLowerCase('fr');
      if (seen.has(key)) return PAGE_ELEMENT_MESSAGES.duplicate(i + 1);
      seen.add(key);
    }
    return null;
  }
  const max = kind === 'text' ? PAGE_ELEMENT_LIMITS.introMax : PAGE_ELEMENT_LIMITS.bannerMax;
  if (length(content.text) > max) return kind === 'text' ? PAGE_ELEMENT_MESSAGES.introTooLong : PAGE_ELEMENT_MESSAGES.bannerTooLong;
  if (/[\r\n]/.test(content.text.trim())) return PAGE_ELEMENT_MESSAGES.lineBreaks;
  return null;
}

/** What is stored: trimmed texts, and only the part of the content the element's kind uses. */
export function normalisePageElementContent(kind: PageElementKind, content: PageElementContent): PageElementContent {
  return kind === 'faq'
    ? { entries: content.entries.map((e) => ({ question: e.question.trim(), answer: e.answer.trim() })), text: '' }
    : { entries: [], text: content.text.trim() };
}

/** The public FAQ's pages of FAQ_PAGE_SIZE questions. */
export function faqPages(entries: readonly FaqEntry[]): FaqEntry[][] {
  const pages: FaqEntry[][] = [];
  for (let i = 0; i < entries.length; i += FAQ_PAGE_SIZE) pages.push(entries.slice(i, i + FAQ_PAGE_SIZE));
  return pages;
}
