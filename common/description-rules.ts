import { imageTooLarge, UPLOAD_MESSAGES } from './photo-rules.js';

/**
 * The restaurateur's description page (/modifyDescription): the biography and the photos (one devanture, an ordered
 * gallery), their limits and French messages, declared once for the client's form and the server's checks.
 */
export const DESCRIPTION_LIMITS = {
  /** SPEC §3 biography; the table's check (restaurant_biography_check) says the same. */
  biography: 3000,
  /** Photos of the gallery (the devanture is one more). */
  galleryPhotos: 12,
  /** Alternative text of a photo; the table's check (photo_alt_check) says the same. */
  alt: 200,
  /** Bytes of one uploaded photo: more than other uploads (common/photo-rules.ts UPLOAD_MAX_BYTES); the browser sends a webp of at most 2560 px, far smaller. */
  photoBytes: 8 * 1024 * 1024,
  /** Shortest side a restaurant photo may have, in pixels: smaller ones look blurred on the page. */
  photoMinSide: 320,
  /** Longest side an uploaded photo may have, in pixels (what sharp is asked to decode stays bounded). */
  photoMaxSide: 6000,
  /** Longest side of the stored photo: the server re-encodes within it (SPEC §5 high-quality size). */
  storedMaxSide: 2560,
} as const;

const PHOTO_KINDS = ['devanture', 'gallery'] as const;
export type RestaurantPhotoKind = (typeof PHOTO_KINDS)[number];

export const DESCRIPTION_MESSAGES = {
  biographyTooLong: `La description est limitée à ${DESCRIPTION_LIMITS.biography} caractères`,
  biographyInvalid: 'La description doit être un texte.',
  altTooLong: `Le texte alternatif est limité à ${DESCRIPTION_LIMITS.alt} caractères`,
  altInvalid: 'Le texte alternatif doit être un texte.',
  kindInvalid: 'Type de photo inconnu : devanture ou gallery.',
  photoIdInvalid: 'Photo inconnue.',
  galleryListInvalid: `La galerie compte au plus ${DESCRIPTION_LIMITS.galleryPhotos} photos, chacune une seule fois.`,
  galleryFull: `La galerie compte déjà ${DESCRIPTION_LIMITS.galleryPhotos} photos : supprimez-en une avant d’en ajouter.`,
  galleryChanged: 'La galerie a changé entre-temps (autre onglet ?) : rechargez la page.',
  photoMissing: UPLOAD_MESSAGES.missing,
  photoTooLarge: imageTooLarge(DESCRIPTION_LIMITS.photoBytes),
  photoNotAccepted: UPLOAD_MESSAGES.notAccepted,
  photoUnreadable: UPLOAD_MESSAGES.unreadable,
  photoTooSmall: `La photo est trop petite : au moins ${DESCRIPTION_LIMITS.photoMinSide} pixels de côté.`,
  photoTooBig: `La photo est trop grande : au plus ${DESCRIPTION_LIMITS.photoMaxSide} pixels de côté.`,
  photoNotFound: 'Cette photo n’existe pas ou n’est plus là.',
} as const;

/** SPEC §3 biography: a text of at most 3000 characters (empty allowed: the publication checklist asks for one). */
export function checkRestaurantBiography(value: unknown): string | null {
  if (typeof value !== 'string') return DESCRIPTION_MESSAGES.biographyInvalid;
  return value.length > DESCRIPTION_LIMITS.biography ? DESCRIPTION_MESSAGES.biographyTooLong : null;
}

/** A photo's alternative text (what a screen reader says): at most 200 characters, empty allowed. */
export function checkPhotoAlt(value: unknown): string | null {
  if (typeof value !== 'string') return DESCRIPTION_MESSAGES.altInvalid;
  return value.length > DESCRIPTION_LIMITS.alt ? DESCRIPTION_MESSAGES.altTooLong : null;
}

export function checkPhotoKind(value: unknown): string | null {
  return typeof value === 'string' && (PHOTO_KINDS as readonly string[]).includes(value) ? null : DESCRIPTION_MESSAGES.kindInvalid;
}

/** The gallery's order as sent on save: at most 12 distinct photo ids. */
export function checkGalleryOrder(ids: readonly number[]): string | null {
  return ids.length > DESCRIPTION_LIMITS.galleryPhotos || new Set(ids).size !== ids.length ? DESCRIPTION_MESSAGES.galleryListInvalid : null;
}

/** Whether an image of width × height may be stored as a restaurant photo; the French reason otherwise. */
export function checkPhotoDimensions(width: number, height: number): string | null {
  if (Math.min(width, height) < DESCRIPTION_LIMITS.photoMinSide) return DESCRIPTION_MESSAGES.photoTooSmall;
  if (Math.max(width, height) > DESCRIPTION_LIMITS.photoMaxSide) return DESCRIPTION_MESSAGES.photoTooBig;
  return null;
}

/** The page's saved state, as the "what changed" summary compares it. */
export interface DescriptionState {
  biography: string;
  devanture: { id: number; alt: string } | null;
  gallery: readonly { id: number; alt: string }[];
}

/** French lines saying what a save changed (empty when nothing did), shown after a save and used by the server's answer. */
export function describeChanges(before: DescriptionState, after: DescriptionState): string[] {
  const changes: string[] = [];
  if (before.biography !== after.biography) changes.push('Description du restaurant modifiée');
  if (before.devanture && after.devanture && before.devanture.id === after.devanture.id && before.devanture.alt !== after.devanture.alt) {
    changes.push('Texte alternatif de la devanture modifié');
  }
  const beforeIds = before.gallery.map((p) => p.id);
  const kept = after.gallery.filter((p) => beforeIds.includes(p.id)).map((p) => p.id);
  if (kept.join(',') !== beforeIds.filter((id) => kept.includes(id)).join(',')) changes.push('Ordre de la galerie modifié');
  const alts = after.gallery.filter((p) => before.gallery.some((b) => b.id === p.id && b.alt !== p.alt)).length;
  if (alts === 1) changes.push('Texte alternatif d’une photo de la galerie modifié');
  else if (alts > 1) changes.push(`Texte alternatif de ${alts} photos de la galerie modifié`);
  return changes;
}
