import { useEffect, useState } from 'react';
import { imageSrcSet } from '../../../../../../common/media';
import { Modal } from '../../../../ui/Modal';

interface GridPhoto {
  url: string;
  width: number;
  height: number;
  alt: string;
}

interface PhotoGridProps {
  photos: GridPhoto[];
  /** The section's name for screen readers (« Photos », « Photos de la carte »). */
  label: string;
  /** The text of a photo without its own description. */
  altOf: (index: number) => string;
  /** The viewer's title for the photo at `index` of `count`. */
  titleOf: (index: number, count: number) => string;
  /** 'portrait' for pages of a carte (a thumbnail keeps their shape), 'landscape' for the gallery. */
  shape?: 'portrait' | 'landscape';
}

/** Two thumbnails a row on phones, four in the page width above. */
const THUMB_SIZES = '(max-width: 768px) calc(50vw - 20px), 290px';
/** The viewer is at most 960 px wide (ui.css, .modal--photo). */
const VIEWER_SIZES = '(max-width: 1000px) 100vw, 960px';

/**
 * Thumbnails (the media pipeline's smaller copies) that open a larger view: a dialog with previous/next, the arrows of the
 * keyboard, Échap to close (the focus goes back to the thumbnail), and a link to the picture at its full size. Used by the
 * gallery and the photos of the carte (issue 25: a carte's page was drawn 1,150 px wide in the Menu tab).
 */
export function PhotoGrid({ photos, label, altOf, titleOf, shape = 'landscape' }: PhotoGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  const current = open != null ? photos[open] : null;
  const step = (by: number) => setOpen((i) => (i == null ? i : (i + by + count) % count));
  const viewing = open != null && count > 1;
  useEffect(() => {
    if (!viewing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const by = event.key === 'ArrowRight' ? 1 : -1;
      setOpen((i) => (i == null ? i : (i + by + count) % count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [viewing, count]);
  return (
    <section className="gallery" aria-label={label}>
      <ul className={`gallery__thumbs gallery__thumbs--${shape}`}>
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <button type="button" onClick={() => setOpen(i)} aria-label={`Agrandir : ${titleOf(i, count)}`}>
              <img
                src={photo.url}
                srcSet={imageSrcSet(photo.url, photo.width) || undefined}
                sizes={THUMB_SIZES}
                alt={photo.alt || altOf(i)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {current && open != null && (
        <Modal
          title={titleOf(open, count)}
          onClose={() => setOpen(null)}
          className="modal--photo"
          actions={
            count > 1 ? (
              <>
                <button type="button" className="button" onClick={() => step(-1)}>
                  Précédente
                </button>
                <button type="button" className="button button--primary" onClick={() => step(1)}>
                  Suivante
                </button>
              </>
            ) : undefined
          }
        >
          <img
            className="gallery__large"
            src={current.url}
            srcSet={imageSrcSet(current.url, current.width) || undefined}
            sizes={VIEWER_SIZES}
            alt={current.alt || altOf(open)}
            width={current.width}
            height={current.height}
          />
          <a className="gallery__full" href={current.url} target="_blank" rel="noopener noreferrer">
            Voir en taille réelle (nouvel onglet)
          </a>
        </Modal>
      )}
    </section>
  );
}
