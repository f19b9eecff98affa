/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import type * as Ops from './graphql';

export const MyFavouriteIdsQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavouriteIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"favouriteIds"}}]}}]}}]} as unknown as TypedDocumentNode<Ops.MyFavouriteIdsQuery, Ops.MyFavouriteIdsQueryVariables>;
export function useMyFavouriteIdsQuery(options?: useQuery.Options<Ops.MyFavouriteIdsQuery, Ops.MyFavouriteIdsQueryVariables>) {
  return useQuery<Ops.MyFavouriteIdsQuery, Ops.MyFavouriteIdsQueryVariables>(MyFavouriteIdsQueryDocument, options as useQuery.Options<Ops.MyFavouriteIdsQuery, Ops.MyFavouriteIdsQueryVariables>);
}
export function useMyFavouriteIdsLazyQuery(options?: useLazyQuery.Options<Ops.MyFavouriteIdsQuery, Ops.MyFavouriteIdsQueryVariables>) {
  return useLazyQuery<Ops.MyFavouriteIdsQuery, Ops.MyFavouriteIdsQueryVariables>(MyFavouriteIdsQueryDocument, options);
}
