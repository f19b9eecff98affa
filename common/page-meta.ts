/**
 * Title and meta description of the public pages, written by the server into the HTML it sends
 * (server/src/modules/seo/page-shell.ts) and kept up to date by the client as the visitor moves (client/src/ui/head-meta.ts).
 * The static and legal pages have theirs in static-pages.ts, restaurant pages in restaurant-meta.ts (apart: the home
 * page's scripts, counted to the kilobyte, carry only what lists need).
 */
import { atName, ofPlace } from './french.js';
import { cityHeading, NEARBY_HEADING } from './search-url.js';

export interface PageMeta {
  title: string;
  description: string;
}

/** Longest description search engines show in full; longer texts are cut at a word (restaurant-meta.ts). */
export const DESCRIPTION_MAX_LENGTH = 160;

export const pageTitle = (heading: string): string => `${heading} — Mijote`;

export const HOME_META: PageMeta = {
  title: 'Mijote — restaurants du Maine-et-Loire',
  description: 'Mijote : trouvez un restaurant dans le Maine-et-Loire, par nom, ville, date, heure et envies.',
};

export const NEARBY_META: PageMeta = {
  title: pageTitle(NEARBY_HEADING),
  description: 'Les restaurants autour de vous dans le Maine-et-Loire : notes, prix, horaires et menus, triés par distance.',
};

export function cityMeta(cityName: string): PageMeta {
  return {
    title: pageTitle(cityHeading(cityName)),
    description: `Où manger ${atName(cityName)} ? Les restaurants ${ofPlace(cityName)} (Maine-et-Loire) sur Mijote : notes, avis, prix, horaires et menus.`,
  };
}
