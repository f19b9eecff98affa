import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** Lowercase hex SHA-256 of a text, as the server registers its documents (server/src/graphql/trusted-documents.ts). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Apollo's persisted-query link with Web Crypto's SHA-256: sent by hash, and with the text again for a hash not known. */
export function persistedQueryLink(): PersistedQueryLink {
  return new PersistedQueryLink({ sha256 });
}
