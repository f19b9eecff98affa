import { checkPhotoAlt, checkRestaurantBiography, DESCRIPTION_LIMITS } from '../../../../common/description-rules';
import type { DescriptionFieldsFragment } from '../../graphql/__generated__/graphql';
import type { FormRules } from '../../ui/forms';

/** A photo of the page as the form holds it (the server stores it at upload; its alt text and place save with the form). */
export interface DescriptionPhoto { id: number; url: string; width: number; height: number; alt: string }
export interface DescriptionValues { biography: string; devantureAlt: string; gallery: DescriptionPhoto[] }

/** The frame the browser crops restaurant photos to: 4:3, the cards' and the page's picture format. */
export const RESTAURANT_PHOTO_ASPECT = 4 / 3;

const photoOf = ({ id, url, width, height, alt }: DescriptionPhoto): DescriptionPhoto => ({ id, url, width, height, alt });

export function toDescriptionValues(d: DescriptionFieldsFragment): DescriptionValues {
  return { biography: d.biography, devantureAlt: d.devanture?.alt ?? '', gallery: d.gallery.map(photoOf) };
}

/** The rules of common/description-rules, per field (the gallery's first wrong alt text names its photo). */
export const descriptionRules: FormRules<DescriptionValues> = {
  biography: checkRestaurantBiography,
  devantureAlt: { normalise: (alt) => alt.trim(), check: checkPhotoAlt },
  gallery: (gallery) => {
    if (gallery.length > DESCRIPTION_LIMITS.galleryPhotos) return `La galerie compte au plus ${DESCRIPTION_LIMITS.galleryPhotos} photos.`;
    for (const [i, p] of gallery.entries()) {
      const problem = checkPhotoAlt(p.alt);
      if (problem) return `Photo ${i + 1} : ${problem}`;
    }
    return null;
  },
};

/** What tells two states of the form apart (unsaved changes). */
export function descriptionKey(v: DescriptionValues): string {
  return JSON.stringify([v.biography, v.devantureAlt.trim(), v.gallery.map((p) => [p.id, p.alt.trim()])]);
}

/** The save's input: the whole gallery in its order with the alt texts. */
export function descriptionInput(restaurant: string, v: DescriptionValues) {
  return { restaurant, biography: v.biography, devantureAlt: v.devantureAlt.trim(), gallery: v.gallery.map((p) => ({ id: p.id, alt: p.alt.trim() })) };
}
