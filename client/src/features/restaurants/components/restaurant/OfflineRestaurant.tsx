import { Link } from 'react-router-dom';
import { atName } from '../../../../../../common/french';
import { cityPath } from '../../../../../../common/page-addresses';
import type { RestaurantPageQuery } from '../../../../graphql/__generated__/graphql';
import { usePageMeta } from '../../../../ui/head-meta';
import { RestaurantList } from '../RestaurantList';

type Offline = Extract<RestaurantPageQuery['restaurant'], { __typename: 'RestaurantOffline' }>;

/**
 * The address of a restaurant that was on line and is no longer (issue 25): said plainly, with restaurants around it
 * (its own kind first) and its commune's list, instead of a silent return to home.
 */
export function OfflineRestaurant({ restaurant: r }: { restaurant: Offline }) {
  const title = `« ${r.name} » n’est plus en ligne`;
  usePageMeta({ title: `${title} – Mijote`, description: `La page de ce restaurant n’est plus publiée sur Mijote. Voici des restaurants proches ${atName(r.cityName)}.` });
  return (
    <main id="contenu" className="page offline-restaurant">
      <h1 className="offline-restaurant__title">{title}</h1>
      <p className="notice" role="status">
        Ce restaurant n’a plus de page sur Mijote pour le moment.
        {r.similar.length > 0 ? ' Voici des restaurants proches qui pourraient vous plaire.' : ''}
      </p>
      {r.similar.length > 0 && (
        <section aria-labelledby="offline-similar-title">
          <h2 id="offline-similar-title" className="section-title">
            Restaurants proches
          </h2>
          <RestaurantList items={r.similar} />
        </section>
      )}
      <p>
        <Link className="button button--primary" to={cityPath(r.citySlug)}>
          Tous les restaurants {atName(r.cityName)}
        </Link>
      </p>
    </main>
  );
}
