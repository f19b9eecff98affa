import { ofName } from '../../../../../../common/french';
import type { RestaurantData } from '../../restaurant-types';
import { PhotoGrid } from './PhotoGrid';

type GalleryPhoto = RestaurantData['photos'][number];

interface GalleryProps {
  photos: GalleryPhoto[];
  name: string;
}

/** Front photo first, then the gallery: thumbnails opening a larger view with previous/next. */
export function Gallery({ photos, name }: GalleryProps) {
  const front = photos.find((p) => p.kind === 'devanture') ?? photos[0];
  if (!front) return null;
  const all = [front, ...photos.filter((p) => p !== front)];
  return (
    <PhotoGrid
      photos={all}
      label="Photos"
      altOf={(i) => (i === 0 ? `Devanture ${ofName(name)}` : name)}
      titleOf={(i, count) => `Photo ${i + 1} sur ${count}`}
    />
  );
}
