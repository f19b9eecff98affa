import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIONS = `'publication_accepted', 'publication_rejected', 'restaurant_offline', 'restaurant_online', 'review_removed', 'review_kept', 'account_disabled', 'account_enabled', 'review_published', 'review_rejected', 'reply_published', 'reply_rejected', 'appeal_upheld', 'appeal_reversed'`;
const TARGETS = `'restaurant', 'review', 'account'`;

/**
 * The explorer's audit (issue 29, docs/adr/0053-explorer.md): an admin's own GraphQL document that reads personal data
 * is a moderation log entry, `personal_data_read` on an `operation` (its name as the label, the fields in the reason).
 */
export class ExplorerLog1795799500000 implements MigrationInterface {
  name = 'ExplorerLog1795799500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_check"`);
    await q.query(`ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_check" CHECK (action IN (${ACTIONS}, 'personal_data_read'))`);
    await q.query(`ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_target_kind_check"`);
    await q.query(`ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_kind_check" CHECK (target_kind IN (${TARGETS}, 'operation'))`);
  }

  // The log is append-only (its trigger refuses deletions): going down fails while explorer entries exist, on purpose.
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_target_kind_check"`);
    await q.query(`ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_kind_check" CHECK (target_kind IN (${TARGETS}))`);
    await q.query(`ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_check"`);
    await q.query(`ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_check" CHECK (action IN (${ACTIONS}))`);
  }
}
