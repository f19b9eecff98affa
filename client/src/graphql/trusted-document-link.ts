import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** Lowercase hex SHA-256 of a text, as the server registers its documents (server/src/graphql/trusted-documents.ts). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Operations are sent by their hash, not their text (docs/adr/0048): the server knows every document of the client's
 * builds; one it does not know yet is sent again with its text. Without Web Crypto (a page served over plain HTTP on
 * another host than localhost), texts are sent as before.
 */
export function trustedDocumentLink(): PersistedQueryLink | null {
  return typeof crypto !== 'undefined' && crypto.subtle ? new PersistedQueryLink({ sha256 }) : null;
}
