import { API_KEY_HEADER } from '../../../../common/api-key-header';

/**
 * What the portal's webhooks page gives each of its operations so that it is sent with a partner's key: the site's
 * operations (generated hooks, sent by their hash: docs/adr/0048) with the key in X-Api-Key. Such an operation carries no
 * session (the site's client adds no bearer token and attempts no refresh when it sees the key; no cookie goes with it)
 * and leaves nothing in the site's cache.
 *
 * The site's own client, not one of its own: a lazy chunk making Apollo clients of its own (any value taken from
 * @apollo/client) made the bundler cut React out of the entry into a chunk of its own, one more request and 0.5 KB more
 * before every page's first paint (tests/bench/results.md, « Trusted documents and cost reporting »).
 */
export function partnerKeyOptions(apiKey: string) {
  return { context: { headers: { [API_KEY_HEADER]: apiKey }, credentials: 'omit' }, fetchPolicy: 'no-cache' } as const;
}
