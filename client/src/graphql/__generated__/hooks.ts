/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import * as Ops from './graphql';

export function useSearchRestaurantsQuery(options?: useQuery.Options<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>) {
  return useQuery<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>(Ops.SearchRestaurantsDocument, options as useQuery.Options<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>);
}
export function useSearchRestaurantsLazyQuery(options?: useLazyQuery.Options<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>) {
  return useLazyQuery<Ops.SearchRestaurantsQuery, Ops.SearchRestaurantsQueryVariables>(Ops.SearchRestaurantsDocument, options);
}
