import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { CAROUSEL_PHONE_MAX_PX } from '../../../../../common/constants';
import { CARD_IMAGE_SIZES, imageSrcSet } from '../../../../../common/media';
import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { useViewportAtMost } from '../../../ui/useIsPhone';
import { CAROUSEL_STEP_MS, CAROUSEL_SWIPE_LOCK_MS, carouselListensTo, stepIndex, swipeStep } from './card-carousel-logic';

interface CardCarouselProps {
  photos: CardFieldsFragment['photos'];
  name: string;
  eager: boolean;
  priority?: boolean;
  /** Set while the pointer is over the card (desktop). */
  hovering: boolean;
  /** Called after a swipe so the card link can ignore the click that follows. */
  onSwipe: () => void;
}

function preload(url: string | undefined) {
  if (!url) return;
  const img = new Image();
  img.src = url;
}

/**
 * SPEC §4: on desktop the carousel starts on hover, slides (0.75 s) about every second and resets
 * on mouse leave; on phones a horizontal swipe of 50 px changes the image, locked for 750 ms.
 * Phone or desktop is decided at 765 px (SPEC §9, card-carousel-logic.ts).
 */
export function CardCarousel({ photos, name, eager, priority = false, hovering: pointerOver, onSwipe }: CardCarouselProps) {
  const listensTo = carouselListensTo(useViewportAtMost(CAROUSEL_PHONE_MAX_PX) ? 'phone' : 'desktop');
  // On phones a tap also fires mouseenter: only desktops play on hover.
  const hovering = pointerOver && listensTo.hover;
  const [index, setIndex] = useState(0);
  const [seenHover, setSeenHover] = useState(hovering);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const lockedUntil = useRef(0);
  const count = photos.length;

  if (seenHover !== hovering) {
    setSeenHover(hovering);
    if (!hovering) setIndex(0);
  }

  useEffect(() => {
    if (!hovering || count < 2) return;
    preload(photos[1]?.url);
    const timer = window.setInterval(() => setIndex((i) => stepIndex(i, 1, count)), CAROUSEL_STEP_MS);
    return () => window.clearInterval(timer);
  }, [hovering, count, photos]);

  // The next picture is fetched once the visitor shows interest (hover, touch, a previous swipe), not for
  // every card at load, where it would compete with the first pictures of the list.
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (count > 1 && (engaged || hovering || index > 0)) preload(photos[(index + 1) % count]?.url);
  }, [engaged, hovering, index, count, photos]);

  function onTouchStart(event: TouchEvent) {
    if (!engaged) setEngaged(true);
    const t = event.touches[0];
    touchStart.current = { x: t.clientX, y: t.clientY };
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    touchStart.current = null;
    if (!start || count < 2 || !listensTo.swipe) return;
    const t = event.changedTouches[0];
    const step = swipeStep(t.clientX - start.x, t.clientY - start.y);
    if (step === 0) return;
    onSwipe();
    const now = Date.now();
    if (now < lockedUntil.current) return;
    lockedUntil.current = now + CAROUSEL_SWIPE_LOCK_MS;
    setIndex((i) => stepIndex(i, step, count));
  }

  if (count === 0) {
    return (
      <div className="card-carousel card-carousel--empty" aria-hidden="true">
        <span>{name.slice(0, 1)}</span>
      </div>
    );
  }

  return (
    <div className="card-carousel" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <CarouselStrip photos={photos} name={name} index={index} nextShown={engaged || hovering || index > 0} eager={eager} priority={priority} />
      {count > 1 && (
        <div className="card-carousel__dots" aria-hidden="true">
          {photos.map((photo, i) => (
            <span key={photo.url} className={i === index ? 'dot dot--on' : 'dot'} />
          ))}
        </div>
      )}
    </div>
  );
}

interface CarouselStripProps {
  photos: CardFieldsFragment['photos'];
  name: string;
  index: number;
  /** The visitor showed interest: the next image is mounted too. */
  nextShown: boolean;
  eager: boolean;
  priority: boolean;
}

function CarouselStrip({ photos, name, index, nextShown, eager, priority }: CarouselStripProps) {
  const count = photos.length;
  return (
    <div className="card-carousel__strip" style={{ transform: `translateX(-${index * 100}%)` }}>
      {photos.map((photo, i) =>
        // Only the current and next images are mounted: the others load when the carousel reaches them.
        i === 0 || i === index || (nextShown && (i === index + 1 || (index === count - 1 && i === 0))) ? (
          <img
            key={photo.url}
            className="card-carousel__img"
            src={photo.url}
            srcSet={imageSrcSet(photo.url, photo.width) || undefined}
            sizes={CARD_IMAGE_SIZES}
            alt={i === 0 ? photo.alt || name : ''}
            width={photo.width}
            height={photo.height}
            loading={i === 0 && eager ? 'eager' : 'lazy'}
            fetchPriority={i === 0 && priority ? 'high' : undefined}
            decoding="async"
            draggable={false}
          />
        ) : (
          <span key={photo.url} className="card-carousel__img" aria-hidden="true" />
        ),
      )}
    </div>
  );
}
