import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

let loaded: Promise<ApolloLink> | null = null;

/**
 * Operations are sent by their hash, not their text (docs/adr/0048): the server knows every document of the client's
 * builds; one it does not know yet is sent again with its text. Without Web Crypto (a page served over plain HTTP on
 * another host than localhost), texts are sent as before.
 *
 * Apollo's link that does it comes with the first operation, in a chunk of its own: a public page's first paint needs
 * no operation (the server sends the page's data with it, the publisher's identity included), and the entry every
 * visitor downloads is 0.8 KB smaller (tests/bench/results.md, « Trusted documents and cost reporting »).
 */
export function trustedDocumentLink(): ApolloLink | null {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  return new ApolloLink((operation, forward) => {
    loaded ??= import('./persisted-query-link').then(({ persistedQueryLink }) => persistedQueryLink());
    return from(loaded).pipe(mergeMap((link) => link.request(operation, forward)));
  });
}
