import { describe, expect, it } from 'vitest';
import { hasVariants, imageSrcSet, variantUrl } from './media.js';

const PHOTO = '/media/restaurants/AbCd1234/devanture-0-12ab34cd.webp';

describe('image variants', () => {
  it('names a variant by its width under /media', () => {
    expect(variantUrl(PHOTO, 720)).toBe('/media/w720/restaurants/AbCd1234/devanture-0-12ab34cd.webp');
  });
  it('lists the variants narrower than the photo, then the photo at its own width', () => {
    expect(imageSrcSet(PHOTO, 1200)).toBe(
      '/media/w360/restaurants/AbCd1234/devanture-0-12ab34cd.webp 360w, /media/w480/restaurants/AbCd1234/devanture-0-12ab34cd.webp 480w, '
        + '/media/w720/restaurants/AbCd1234/devanture-0-12ab34cd.webp 720w, /media/w960/restaurants/AbCd1234/devanture-0-12ab34cd.webp 960w, '
        + `${PHOTO} 1200w`,
    );
    expect(imageSrcSet(PHOTO, 600)).toBe(`/media/w360/restaurants/AbCd1234/devanture-0-12ab34cd.webp 360w, /media/w480/restaurants/AbCd1234/devanture-0-12ab34cd.webp 480w, ${PHOTO} 600w`);
  });
  it('gives no srcset for a small photo, an unknown width or a picture from elsewhere', () => {
    expect(imageSrcSet(PHOTO, 300)).toBe('');
    expect(imageSrcSet(PHOTO, 0)).toBe('');
    expect(hasVariants('https://example.fr/photo.webp')).toBe(false);
    expect(hasVariants('/media/users/1/profile.png')).toBe(false);
    expect(imageSrcSet('/media/../secret.webp', 1200)).toBe('');
    expect(variantUrl('https://example.fr/photo.webp', 360)).toBe('https://example.fr/photo.webp');
  });
});
