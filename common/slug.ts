import { restaurantPagePath } from './page-addresses.js';

/** SPEC §5: lowercase, accents removed, apostrophes and spaces to hyphens, other characters dropped. */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[’'\s]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Accent-free, lowercase form used to compare names (the database does the same with unaccent). */
export function searchKey(text: string): string {
  return stripAccents(text).toLowerCase().trim();
}

function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE');
}

/** Restaurant page path: /restaurant/{city}/{name-slug}_{id_url}[_{previewToken}] */
export function restaurantPath(citySlug: string, name: string, idUrl: string, previewToken?: string): string {
  const last = `${slugify(name)}_${idUrl}${previewToken ? `_${previewToken}` : ''}`;
  return restaurantPagePath(citySlug, last);
}

/** Splits the last path segment on underscores: part 2 is the id_url, part 3 an optional preview token. */
export function parseRestaurantSegment(segment: string): { idUrl: string; previewToken?: string } | null {
  const parts = segment.split('_');
  if (parts.length < 2) return null;
  const idUrl = parts[1];
  if (!/^[A-Za-z0-9-]{8}$/.test(idUrl)) return null;
  const previewToken = parts.slice(2).join('_') || undefined;
  return { idUrl, previewToken };
}
