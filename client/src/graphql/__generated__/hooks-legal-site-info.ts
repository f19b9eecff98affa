/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import type * as Ops from './graphql';

export const SiteInfoQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"director"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapsEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"mapsApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapTileAttribution"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}}]}}]}}]}}]} as unknown as TypedDocumentNode<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>;
export function useSiteInfoQuery(options?: useQuery.Options<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>) {
  return useQuery<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>(SiteInfoQueryDocument, options as useQuery.Options<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>);
}
export function useSiteInfoLazyQuery(options?: useLazyQuery.Options<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>) {
  return useLazyQuery<Ops.SiteInfoQuery, Ops.SiteInfoQueryVariables>(SiteInfoQueryDocument, options);
}
