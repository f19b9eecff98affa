/**
 * Smaller copies of the stored photos (server/src/modules/media/image-variants.ts makes them on first request):
 * `/media/w720/restaurants/…/devanture-0-ab12cd34.webp` is that photo at most 720 px wide. The widths cover a card
 * or a phone-wide picture at device pixel ratios 1 to 2; wider screens and denser phones get the stored photo.
 */
export const IMAGE_VARIANT_WIDTHS = [360, 480, 720, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** `sizes` of a result card's picture: the page width less its margins on phones, a grid column (at most about 380 px) above. */
export const CARD_IMAGE_SIZES = '(max-width: 768px) calc(100vw - 32px), 380px';
/** `sizes` of a restaurant page's front photo: the page width less its margins on phones, a 420 px column above. */
export const HERO_IMAGE_SIZES = '(max-width: 768px) calc(100vw - 32px), 420px';

const MEDIA_PREFIX = '/media/';

/** Only stored webp photos have variants (the seed and the importer write webp; so does the profile photo upload). */
export function hasVariants(url: string): boolean {
  return url.startsWith(MEDIA_PREFIX) && url.endsWith('.webp') && !url.includes('..');
}

export function variantUrl(url: string, width: ImageVariantWidth): string {
  return hasVariants(url) ? `/media/w${width}/${url.slice(MEDIA_PREFIX.length)}` : url;
}

/**
 * A srcset for a stored photo of the given natural width: every variant narrower than the photo, then the photo
 * itself. Empty when the photo has no variants (the plain src is enough).
 */
export function imageSrcSet(url: string, naturalWidth: number): string {
  if (!hasVariants(url) || !(naturalWidth > 0)) return '';
  const smaller = IMAGE_VARIANT_WIDTHS.filter((w) => w < naturalWidth);
  if (smaller.length === 0) return '';
  return [...smaller.map((w) => `${variantUrl(url, w)} ${w}w`), `${url} ${naturalWidth}w`].join(', ');
}
