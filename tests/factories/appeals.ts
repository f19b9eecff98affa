import { appealToken } from '../../server/src/modules/appeals/appeal-link.js';
import type { Queryable } from './publication.js';

/**
 * A refused review's decision in the moderation log and its appeal, as the moderation writes them (docs/adr/0041);
 * answers the personal link's token.
 */
export async function insertAppealDecision(db: Queryable, config: { appSecret: string }, a: { reviewId: number; email: string; accountId?: number | null }): Promise<string> {
  const [entry]: { id: number; at: Date }[] = await db.query(
    `INSERT INTO moderation_log (actor_id, actor_label, action, target_kind, target_id, target_label, reason)
     VALUES (NULL, 'moderation@mijote.test', 'review_rejected', 'review', $1, 'Avis de test', 'Propos vulgaires ou injurieux') RETURNING id, at`, [a.reviewId]);
  const [row]: { id: number; log_entry_id: number; email: string }[] = await db.query(
    `INSERT INTO appeal (log_entry_id, action, target_id, target_label, reason, account_id, email, decided_at)
     VALUES ($1, 'review_rejected', $2, 'Avis de test', 'Propos vulgaires ou injurieux', $3, $4, $5) RETURNING id, log_entry_id, email`,
    [entry.id, a.reviewId, a.accountId ?? null, a.email, entry.at]);
  return appealToken(config, row);
}
