import type { PageElementContent } from '../../../../common/page-element-rules.js';
import type { Db } from '../../db/transaction.js';

export interface VersionRow { element_id: number; version: number; content: PageElementContent; author_label: string; created_at: Date }

/** The highest version of each element asked for (those never saved have none). */
export function currentVersions(db: Db, elementIds: readonly number[]): Promise<VersionRow[]> {
  return db.query(
    `SELECT DISTINCT ON (element_id) element_id, version, content, author_label, created_at FROM page_element_version
     WHERE element_id = ANY($1::smallint[]) ORDER BY element_id, version DESC`, [elementIds]);
}

/** An element's versions, newest first. */
export function elementVersions(db: Db, elementId: number, limit: number): Promise<VersionRow[]> {
  return db.query(
    `SELECT element_id, version, content, author_label, created_at FROM page_element_version
     WHERE element_id = $1 ORDER BY version DESC LIMIT $2`, [elementId, limit]);
}

/**
 * Publishes version base + 1 when `base` is still the element's highest version (0: never saved); null when another
 * save came first (the unique (element_id, version) settles two saves at the same instant).
 */
export async function insertVersion(db: Db, elementId: number, base: number, content: PageElementContent, authorId: number): Promise<number | null> {
  const rows: { version: number }[] = await db.query(
    `INSERT INTO page_element_version (element_id, version, content, author_id, author_label)
     SELECT $1, $2 + 1, $3::jsonb, $4, coalesce((SELECT email FROM app_user WHERE id = $4), 'compte supprimé')
     WHERE coalesce((SELECT max(version) FROM page_element_version WHERE element_id = $1), 0) = $2
     ON CONFLICT (element_id, version) DO NOTHING
     RETURNING version`, [elementId, base, JSON.stringify(content), authorId]);
  return rows[0]?.version ?? null;
}
