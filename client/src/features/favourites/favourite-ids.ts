import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyFavouriteIdsQueryDocument, useMyFavouriteIdsQuery } from '../../graphql/__generated__/hooks-favourites-favourite-ids';
import { useAuth } from '../accounts';

/**
 * The signed-in customer's favourites as the server knows them (`me { favouriteIds }`), read from the Apollo cache:
 * the one list every heart and the profile read. Changing it rewrites that cached answer, nothing else.
 */
export function useFavouriteIds(): { ids: readonly string[] | null; write: (ids: string[]) => void } {
  const auth = useAuth();
  const client = useApolloClient();
  const customer = auth.isLogin === 1 && auth.role === 'customer';
  const { data } = useMyFavouriteIdsQuery({ skip: !customer });
  const write = useCallback(
    (ids: string[]) => {
      client.cache.updateQuery({ query: MyFavouriteIdsQueryDocument }, (current) => (current ? { me: { ...current.me, favouriteIds: ids } } : current));
    },
    [client],
  );
  return { ids: customer ? (data?.me.favouriteIds ?? null) : null, write };
}
