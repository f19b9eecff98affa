import type { MigrationInterface, QueryRunner } from 'typeorm';

const ACTIONS = `'publication_accepted', 'publication_rejected', 'restaurant_offline', 'restaurant_online', 'review_removed', 'review_kept', 'account_disabled', 'account_enabled', 'review_published', 'review_rejected', 'reply_published', 'reply_rejected'`;

/**
 * Contesting a moderation decision (issue 28, docs/adr/0041-appeals.md): one row per decision that restricted someone
 * reachable by e-mail, written in the decision's transaction; the person's text once, then the moderators' answer.
 * The moderation log records each appeal's outcome too. No foreign key to the log, which stays append-only and
 * truncate-proof (its trigger must be the one refusing): the row names its entry and copies what it needs.
 */
export class Appeals1795790000000 implements MigrationInterface {
  name = 'Appeals1795790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "appeal" (
      "id" SERIAL NOT NULL,
      "log_entry_id" integer NOT NULL,
      "action" text NOT NULL,
      "target_id" integer NOT NULL,
      "target_label" text NOT NULL,
      "reason" text,
      "account_id" integer,
      "email" text NOT NULL,
      "first_name" text NOT NULL DEFAULT '',
      "decided_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "decided_by" integer,
      "statement" text,
      "submitted_at" TIMESTAMP WITH TIME ZONE,
      "outcome" text,
      "answer" text,
      "answered_at" TIMESTAMP WITH TIME ZONE,
      "answered_by" integer,
      CONSTRAINT "appeal_log_entry_id_key" UNIQUE ("log_entry_id"),
      CONSTRAINT "appeal_action_check" CHECK (action IN ('review_rejected', 'review_removed', 'reply_rejected', 'restaurant_offline', 'account_disabled')),
      CONSTRAINT "appeal_outcome_check" CHECK (outcome IS NULL OR outcome IN ('upheld', 'reversed')),
      CONSTRAINT "appeal_statement_check" CHECK ((statement IS NULL) = (submitted_at IS NULL)),
      CONSTRAINT "appeal_answer_check" CHECK ((outcome IS NULL) = (answered_at IS NULL) AND (outcome IS NULL) = (answer IS NULL) AND (outcome IS NULL OR submitted_at IS NOT NULL)),
      CONSTRAINT "appeal_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "appeal_account_id" ON "appeal" ("account_id")`);
    await q.query(`CREATE INDEX "appeal_waiting" ON "appeal" ("submitted_at") WHERE submitted_at IS NOT NULL AND outcome IS NULL`);
    await q.query(`ALTER TABLE "appeal" ADD CONSTRAINT "appeal_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_check"`);
    await q.query(`ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_check" CHECK (action IN (${ACTIONS}, 'appeal_upheld', 'appeal_reversed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "appeal"`);
    await q.query(`ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_check"`);
    await q.query(`ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_check" CHECK (action IN (${ACTIONS}))`);
  }
}
