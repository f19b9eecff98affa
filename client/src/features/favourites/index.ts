// The favourites feature's entry: what other features use of it (they import it from here, not from its files).
export { FavouriteButton } from './FavouriteButton';
export { useFavouriteIds } from './favourite-ids';
