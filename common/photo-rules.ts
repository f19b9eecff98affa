/**
 * SPEC §5 image cropping output, shared by every photo the browser crops (profile picture, devanture, gallery):
 * webp, longest side 1920 px (2560 in high-quality mode), quality 0.8, 0.6 when the source is over 1000 KB, 0.4 over
 * 3000 KB, 0.93 in high-quality mode.
 */
const CROP_MAX_SIDE = 1920;
const CROP_MAX_SIDE_HIGH_QUALITY = 2560;
const CROP_QUALITY_HIGH = 0.93;
const KB = 1024;

/** The webp quality of a cropped photo, from the size of the file chosen. */
export function cropWebpQuality(sourceBytes: number, highQuality = false): number {
  if (highQuality) return CROP_QUALITY_HIGH;
  if (sourceBytes > 3000 * KB) return 0.4;
  if (sourceBytes > 1000 * KB) return 0.6;
  return 0.8;
}

/** The longest side of a cropped photo. */
export const cropMaxSide = (highQuality = false): number => (highQuality ? CROP_MAX_SIDE_HIGH_QUALITY : CROP_MAX_SIDE);

/**
 * The output size of a crop of `width` × `height` source pixels: the crop itself, scaled down so its longest side is
 * at most `maxSide` (never enlarged), rounded, at least 1 px.
 */
export function cropOutputSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Every uploaded image (profile, restaurant and menu photos, review photos and receipts) is decoded only within this
 * many pixels (sharp's limitInputPixels): about half a second of CPU on the server; a bigger image is refused from its
 * header, before it is decoded. The browser sends its crops at most 2560 px on a side, far below it (issue 24).
 */
export const UPLOAD_PIXEL_BUDGET = 16_000_000;

const MB = 1024 * 1024;

/**
 * An uploaded image's largest size in bytes, for every raw upload unless its route allows more (the description's
 * photos, common/description-rules.ts): the REST routes' body limit (server/src/rest/router.ts), the server's check
 * (server/src/modules/media/image-upload.ts) and the browser's before it sends (client/src/features/accounts/photo-upload.ts).
 */
export const UPLOAD_MAX_BYTES = 5 * MB;

/** « L’image dépasse 5 Mo. », for a limit of `maxBytes`; `after` says when the browser found it so (« , même réduite »). */
export const imageTooLarge = (maxBytes: number = UPLOAD_MAX_BYTES, after = ''): string => `L’image dépasse ${maxBytes / MB} Mo${after}.`;

/** How many images one account, and one address, may upload per rate-limit window (server/src/auth/rate-limits.ts). */
export const UPLOAD_LIMITS = { perAccount: 30, perAddress: 60 } as const;

export const UPLOAD_MESSAGES = {
  missing: 'Aucune image reçue.',
  tooLarge: imageTooLarge(),
  /** The browser's, for a photo it has already reduced (menu, daily menu, review pictures)… */
  tooLargeReduced: imageTooLarge(UPLOAD_MAX_BYTES, ', même réduite'),
  /** …and for a photo it has cropped (profile picture). */
  tooLargeCropped: imageTooLarge(UPLOAD_MAX_BYTES, ', même après recadrage'),
  notAccepted: 'Ce fichier n’est pas une photo acceptée : envoyez une image JPEG, PNG ou WebP.',
  unreadable: 'Ce fichier n’est pas une image lisible (JPEG, PNG ou WebP).',
  tooManyPixels: `L’image est trop grande : au plus ${UPLOAD_PIXEL_BUDGET / 1_000_000} millions de pixels (par exemple 4000 × 4000). Réduisez-la avant de l’envoyer.`,
  tooManyUploads: 'Trop d’images envoyées en peu de temps. Veuillez patienter quelques minutes avant de réessayer.',
} as const;

/** Whether an upload of `bytes` is accepted under `maxBytes`; the French reason otherwise (none received, too large). */
export function checkUploadBytes(bytes: number, maxBytes: number = UPLOAD_MAX_BYTES): string | null {
  if (!(bytes > 0)) return UPLOAD_MESSAGES.missing;
  return bytes > maxBytes ? imageTooLarge(maxBytes) : null;
}

/** Whether an image of width × height fits the decoding budget; the French reason otherwise. */
export function checkUploadPixels(width: number, height: number): string | null {
  return width * height > UPLOAD_PIXEL_BUDGET ? UPLOAD_MESSAGES.tooManyPixels : null;
}
