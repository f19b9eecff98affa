import type { Db } from '../db/db.js';

/** Adds the documents not yet known (a document's text never changes under its hash). */
export async function registerDocuments(db: Db, documents: readonly { hash: string; body: string }[]): Promise<void> {
  await db.query(
    `INSERT INTO trusted_document (hash, body) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (hash) DO NOTHING`,
    [documents.map((d) => d.hash), documents.map((d) => d.body)]);
}

/** The text registered under a hash, by this release or another instance's. */
export async function documentByHash(db: Db, hash: string): Promise<string | null> {
  const rows: { body: string }[] = await db.query(`SELECT body FROM trusted_document WHERE hash = $1`, [hash]);
  return rows[0]?.body ?? null;
}
