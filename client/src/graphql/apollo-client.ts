import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap } from 'rxjs';
import { getToken } from '../features/accounts/auth/token-store';
import { API_KEY_HEADER } from '../../../common/api-key-header';
import { trustedDocumentLink } from './trusted-document-link';

const RETRY_DELAY_MS = 100;
const AUTH_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** An operation sent with a partner's key (the portal's webhooks page) carries no session: no bearer token, no refresh. */
const carriesPartnerKey = (operation: ApolloLink.Operation) => Boolean((operation.getContext().headers as Record<string, string> | undefined)?.[API_KEY_HEADER]);

/** Every operation carries the stored bearer token (read at send time, so a refreshed token is used at once). */
const authLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  if (token && !carriesPartnerKey(operation)) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({ headers: { ...headers, authorization: `Bearer ${token}` } }));
  }
  return forward(operation);
});

function isAuthFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

/** SPEC §4: on UNAUTHENTICATED/FORBIDDEN, refresh the token, wait 100 ms and retry the operation once. */
const refreshLink = new ErrorLink(({ error, operation, forward }) => {
  if (!getToken() || !isAuthFailure(error) || operation.getContext().authRetried || carriesPartnerKey(operation)) return;
  operation.setContext({ authRetried: true });
  // The token code is fetched with the first refresh: a visitor never needs it.
  const refreshed = import('../features/accounts/auth/auth-fetch').then(({ refreshAccessToken, REFRESH_ERROR }) =>
    refreshAccessToken().then(
      () => new Promise((resolve) => window.setTimeout(resolve, RETRY_DELAY_MS)),
      (failure: unknown) => {
        console.error(REFRESH_ERROR);
        throw failure;
      },
    ),
  );
  return from(refreshed).pipe(mergeMap(() => forward(operation)));
});

export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([refreshLink, authLink, trustedDocumentLink(), new HttpLink({ uri: '/graphql' })].filter((link) => link !== null)),
    cache: new InMemoryCache({
      possibleTypes: { UserError: ['NotFoundError', 'InvalidInputError', 'ActionError'] },
      typePolicies: { RestaurantCard: { keyFields: ['idUrl'] }, Restaurant: { keyFields: ['idUrl'] } },
    }),
  });
}
