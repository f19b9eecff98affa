/**
 * SPEC §5 image cropping output, shared by every photo the browser crops (profile picture, devanture, gallery):
 * webp, longest side 1920 px (2560 in high-quality mode), quality 0.8, 0.6 when the source is over 1000 KB, 0.4 over
 * 3000 KB, 0.93 in high-quality mode.
 */
export const CROP_MAX_SIDE = 1920;
export const CROP_MAX_SIDE_HIGH_QUALITY = 2560;
export const CROP_QUALITY_HIGH = 0.93;
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

/** An uploaded image's largest size in bytes (a profile photo's, and any raw upload's unless its route allows more). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** How many images one account, and one address, may upload per rate-limit window (server/src/auth/rate-limits.ts). */
export const UPLOAD_LIMITS = { perAccount: 30, perAddress: 60 } as const;

export const UPLOAD_MESSAGES = {
  tooManyPixels: `L’image est trop grande : au plus ${UPLOAD_PIXEL_BUDGET / 1_000_000} millions de pixels (par exemple 4000 × 4000). Réduisez-la avant de l’envoyer.`,
  tooManyUploads: 'Trop d’images envoyées en peu de temps. Veuillez patienter quelques minutes avant de réessayer.',
} as const;

/** Whether an image of width × height fits the decoding budget; the French reason otherwise. */
export function checkUploadPixels(width: number, height: number): string | null {
  return width * height > UPLOAD_PIXEL_BUDGET ? UPLOAD_MESSAGES.tooManyPixels : null;
}
