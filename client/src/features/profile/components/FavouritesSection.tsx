import { useEffect } from 'react';
import { useMyFavouritesQuery } from '../../../graphql/__generated__/hooks';
import { Loading } from '../../../ui/Loading';
import { useFavouriteIds } from '../../favourites';
import { RestaurantList } from '../../restaurants';

/** The customer's favourite restaurants, as cards. */
export function FavouritesSection() {
  const favourites = useMyFavouritesQuery({ fetchPolicy: 'cache-and-network' });
  const favouriteIds = useFavouriteIds().ids ?? [];
  const { refetch } = favourites;
  // A heart toggled elsewhere (another card, the restaurant page) adds or removes a card here.
  const known = favourites.data?.myFavourites.map((r) => r.idUrl) ?? null;
  const missing = known !== null && favouriteIds.some((id) => !known.includes(id));
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);
  const items = favourites.data?.myFavourites ?? [];
  return (
    <section className="profile__favourites" aria-labelledby="profile-fav-title">
      <h2 id="profile-fav-title" className="section-title">
        Mes favoris
      </h2>
      {favourites.loading && !favourites.data && <Loading />}
      {favourites.data && items.length === 0 && <p className="muted">Vous n’avez pas encore de favori&nbsp;: touchez le cœur d’un restaurant pour le retrouver ici.</p>}
      {items.length > 0 && <RestaurantList items={items} />}
    </section>
  );
}
