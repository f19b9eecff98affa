import { describe, expect, it } from 'vitest';
import { checkUploadBytes } from './photo-rules.js';
import {
  DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES, checkGalleryOrder, checkPhotoAlt, checkPhotoDimensions, checkPhotoKind, checkRestaurantBiography,
  describeChanges,
} from './description-rules.js';

describe('description rules', () => {
  it('accepts a biography of up to 3000 characters', () => {
    expect(checkRestaurantBiography('')).toBeNull();
    expect(checkRestaurantBiography('é'.repeat(3000))).toBeNull();
    expect(checkRestaurantBiography('é'.repeat(3001))).toBe(DESCRIPTION_MESSAGES.biographyTooLong);
    expect(checkRestaurantBiography(42)).toBe(DESCRIPTION_MESSAGES.biographyInvalid);
  });
  it('bounds the alternative text', () => {
    expect(checkPhotoAlt('Salle voûtée')).toBeNull();
    expect(checkPhotoAlt('x'.repeat(DESCRIPTION_LIMITS.alt + 1))).toBe(DESCRIPTION_MESSAGES.altTooLong);
    expect(checkPhotoAlt(null)).toBe(DESCRIPTION_MESSAGES.altInvalid);
  });
  it('knows the two photo kinds of the page', () => {
    expect(checkPhotoKind('devanture')).toBeNull();
    expect(checkPhotoKind('gallery')).toBeNull();
    expect(checkPhotoKind('menu')).toBe(DESCRIPTION_MESSAGES.kindInvalid);
  });
  it('wants the gallery order as distinct ids, 12 at most', () => {
    expect(checkGalleryOrder([3, 1, 2])).toBeNull();
    expect(checkGalleryOrder([1, 1])).toBe(DESCRIPTION_MESSAGES.galleryListInvalid);
    expect(checkGalleryOrder(Array.from({ length: 13 }, (_, i) => i))).toBe(DESCRIPTION_MESSAGES.galleryListInvalid);
  });
  it('bounds the bytes and pixel sizes of an upload', () => {
    expect(checkUploadBytes(0, DESCRIPTION_LIMITS.photoBytes)).toBe(DESCRIPTION_MESSAGES.photoMissing);
    expect(checkUploadBytes(DESCRIPTION_LIMITS.photoBytes, DESCRIPTION_LIMITS.photoBytes)).toBeNull();
    expect(checkUploadBytes(DESCRIPTION_LIMITS.photoBytes + 1, DESCRIPTION_LIMITS.photoBytes)).toBe(DESCRIPTION_MESSAGES.photoTooLarge);
    expect(DESCRIPTION_MESSAGES.photoTooLarge).toBe('L’image dépasse 8 Mo.');
    expect(checkPhotoDimensions(320, 320)).toBeNull();
    expect(checkPhotoDimensions(1920, 319)).toBe(DESCRIPTION_MESSAGES.photoTooSmall);
    expect(checkPhotoDimensions(6001, 2000)).toBe(DESCRIPTION_MESSAGES.photoTooBig);
  });
  it('says in French what a save changed', () => {
    const before = { biography: 'Avant', devanture: { id: 1, alt: '' }, gallery: [{ id: 2, alt: 'a' }, { id: 3, alt: 'b' }, { id: 4, alt: 'c' }] };
    expect(describeChanges(before, before)).toEqual([]);
    expect(describeChanges(before, { biography: 'Après', devanture: { id: 1, alt: 'Façade' }, gallery: [{ id: 3, alt: 'B' }, { id: 2, alt: 'A' }, { id: 4, alt: 'c' }] })).toEqual([
      'Description du restaurant modifiée',
      'Texte alternatif de la devanture modifié',
      'Ordre de la galerie modifié',
      'Texte alternatif de 2 photos de la galerie modifié',
    ]);
    expect(describeChanges(before, { ...before, gallery: [{ id: 2, alt: 'a' }, { id: 4, alt: 'z' }] })).toEqual(['Texte alternatif d’une photo de la galerie modifié']);
  });
});
