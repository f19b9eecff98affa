import { ofName } from '../../../../../../common/french';
import { useState } from 'react';
import { imageSrcSet } from '../../../../../../common/media';
import { Modal } from '../../../../ui/Modal';
import type { RestaurantData } from '../../restaurant-types';

type GalleryPhoto = RestaurantData['photos'][number];

interface GalleryProps {
  photos: GalleryPhoto[];
  name: string;
}

/** Two thumbnails a row on phones, four in the page width above. */
const THUMB_SIZES = '(max-width: 768px) calc(50vw - 20px), 290px';

/** Front photo first, then the gallery: thumbnails opening a larger view with previous/next. */
export function Gallery({ photos, name }: GalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const front = photos.find((p) => p.kind === 'devanture') ?? photos[0];
  const others = photos.filter((p) => p !== front);
  if (!front) return null;
  const all = [front, ...others];
  const current = open != null ? all[open] : null;
  return (
    <section className="gallery" aria-label="Photos">
      <ul className="gallery__thumbs">
        {all.map((photo, i) => (
          <li key={photo.url}>
            <button type="button" onClick={() => setOpen(i)} aria-label={`Agrandir la photo ${i + 1} sur ${all.length}`}>
              <img src={photo.url} srcSet={imageSrcSet(photo.url, photo.width) || undefined} sizes={THUMB_SIZES} alt={photo.alt || (i === 0 ? `Devanture ${ofName(name)}` : '')} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {current && open != null && (
        <Modal
          title={`Photo ${open + 1} sur ${all.length}`}
          onClose={() => setOpen(null)}
          className="modal--photo"
          actions={
            <>
              <button type="button" className="button" onClick={() => setOpen((open - 1 + all.length) % all.length)}>
                Précédente
              </button>
              <button type="button" className="button button--primary" onClick={() => setOpen((open + 1) % all.length)}>
                Suivante
              </button>
            </>
          }
        >
          <img className="gallery__large" src={current.url} alt={current.alt || name} width={current.width} height={current.height} />
        </Modal>
      )}
    </section>
  );
}
