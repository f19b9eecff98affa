import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { trustedDocumentLink } from '../../graphql/trusted-document-link';

/**
 * The Apollo client of a partner's key, for the portal's webhooks page: its operations are the site's own (generated
 * hooks, sent by their hash like the site's: docs/adr/0048) with the key in X-Api-Key. Apart from the site's client,
 * it sends no session (no bearer token, no cookie, no refresh on a refusal) and keeps nothing in the site's cache; it
 * lives in the page's chunk, so the home page's download does not grow.
 */
export function createPartnerClient(apiKey: string): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', headers: { 'x-api-key': apiKey }, credentials: 'omit' });
  return new ApolloClient({
    link: ApolloLink.from([trustedDocumentLink(), http].filter((link) => link !== null)),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'no-cache' }, query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
  });
}
