import { EAGER_IMAGES_DESKTOP, EAGER_IMAGES_PHONE } from '../../../../../common/constants';
import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { useIsPhone } from '../../../ui/useIsPhone';
import { RestaurantCard } from './RestaurantCard';

interface RestaurantListProps {
  items: CardFieldsFragment[];
}

/** The grid of cards; the first 12 images (7 on phones) load at once, the rest lazily. */
export function RestaurantList({ items }: RestaurantListProps) {
  const isPhone = useIsPhone();
  const eagerCount = isPhone ? EAGER_IMAGES_PHONE : EAGER_IMAGES_DESKTOP;
  return (
    <ul className="results__grid">
      {items.map((item, index) => (
        <li key={item.idUrl}>
          <RestaurantCard restaurant={item} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
