import { startTransition, useEffect, useState } from 'react';
import { EAGER_IMAGES_DESKTOP, EAGER_IMAGES_PHONE } from '../../../../../common/constants';
import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { useIsPhone } from '../../../ui/useIsPhone';
import { RestaurantCard } from './RestaurantCard';

interface RestaurantListProps {
  items: CardFieldsFragment[];
}

/** Cards added per background step after the first ones. */
const STEP = 6;

/**
 * The grid of cards; the first 12 images (7 on phones) load at once, the rest lazily. Those first cards
 * render at once; the others follow in small background steps (transitions), so a page of 30 cards never
 * blocks the main thread in one long task.
 */
export function RestaurantList({ items }: RestaurantListProps) {
  const isPhone = useIsPhone();
  const eagerCount = isPhone ? EAGER_IMAGES_PHONE : EAGER_IMAGES_DESKTOP;
  const [progress, setProgress] = useState<{ items: CardFieldsFragment[]; shown: number }>({ items, shown: eagerCount });
  // A new list starts again from its first cards (state reset during render, as React recommends).
  if (progress.items !== items) setProgress({ items, shown: eagerCount });
  const shown = progress.items === items ? progress.shown : eagerCount;

  useEffect(() => {
    if (shown >= items.length) return;
    const timer = window.setTimeout(() => {
      startTransition(() => setProgress((p) => (p.items === items ? { items, shown: p.shown + STEP } : p)));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [items, shown]);

  return (
    <ul className="results__grid">
      {items.slice(0, shown).map((item, index) => (
        <li key={item.idUrl}>
          <RestaurantCard restaurant={item} eager={index < eagerCount} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
