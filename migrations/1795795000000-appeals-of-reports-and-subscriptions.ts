import type { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_ACTIONS = `'review_rejected', 'review_removed', 'reply_rejected', 'restaurant_offline', 'account_disabled'`;

/**
 * Two more decisions can be contested (issue 28, docs/adr/0049): a report's author contests the moderation keeping the
 * review they reported (`report_kept`, one appeal per decision and address, naming the report), and a restaurateur
 * contests Mijote ending or suspending their subscription (`subscription_ended`, `subscription_suspended`), whose
 * decision is billing's `subscription_decision` row, not a moderation log entry. Each appeal names exactly one decision.
 */
export class AppealsOfReportsAndSubscriptions1795795000000 implements MigrationInterface {
  name = 'AppealsOfReportsAndSubscriptions1795795000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "appeal" ALTER COLUMN "log_entry_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "appeal" ADD COLUMN "subscription_decision_id" integer`);
    await q.query(`ALTER TABLE "appeal" ADD COLUMN "report_id" integer`);
    await q.query(`ALTER TABLE "appeal" DROP CONSTRAINT "appeal_log_entry_id_key"`);
    await q.query(`ALTER TABLE "appeal" ADD CONSTRAINT "appeal_decision_addressee_key" UNIQUE ("log_entry_id", "email")`);
    await q.query(`ALTER TABLE "appeal" ADD CONSTRAINT "appeal_subscription_decision_id_key" UNIQUE ("subscription_decision_id")`);
    await q.query(`ALTER TABLE "appeal" ADD CONSTRAINT "appeal_decision_check" CHECK ((log_entry_id IS NULL) <> (subscription_decision_id IS NULL)
      AND (subscription_decision_id IS NOT NULL) = (action IN ('subscription_ended', 'subscription_suspended'))
      AND (report_id IS NOT NULL) = (action = 'report_kept'))`);
    await q.query(`ALTER TABLE "appeal" DROP CONSTRAINT "appeal_action_check"`);
    await q.query(`ALTER TABLE "appeal" ADD CONSTRAINT "appeal_action_check" CHECK (action IN (${OLD_ACTIONS}, 'report_kept', 'subscription_ended', 'subscription_suspended'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "appeal" WHERE action IN ('report_kept', 'subscription_ended', 'subscription_suspended')`);
    await q.query(`ALTER TABLE "appeal" DROP CONSTRAINT "appeal_action_check"`);
    await q.query(`ALTER TABLE "appeal" ADD CONSTRAINT "appeal_action_check" CHECK (action IN (${OLD_ACTIONS}))`);
    await q.query(`ALTER TABLE "appeal" DROP CONSTRAINT "appeal_decision_check"`);
    await q.query(`ALTER TABLE "appeal" DROP CONSTRAINT "appeal_subscription_decision_id_key"`);
    await q.query(`ALTER TABLE "appeal" DROP CONSTRAINT "appeal_decision_addressee_key"`);
    await q.query(`ALTER TABLE "appeal" ADD CONSTRAINT "appeal_log_entry_id_key" UNIQUE ("log_entry_id")`);
    await q.query(`ALTER TABLE "appeal" DROP COLUMN "report_id"`);
    await q.query(`ALTER TABLE "appeal" DROP COLUMN "subscription_decision_id"`);
    await q.query(`ALTER TABLE "appeal" ALTER COLUMN "log_entry_id" SET NOT NULL`);
  }
}
