import type { MigrationInterface, QueryRunner } from 'typeorm';

const GROUNDS = `'false_information', 'illegal_content', 'closed', 'breach', 'repeated_breach', 'legal_obligation'`;

/**
 * Subscriptions ended or suspended by Mijote (issue 28, docs/adr/0043): the state 'ended'; the day an end with notice
 * takes effect; why renewals are held (Mijote's suspension, the page taken off line by the moderation, the account
 * disabled) — filled here for pages already off line and accounts already disabled; and each decision with its ground
 * and statement of reasons. Invoices: every one is issued after its card payment, none before payment by transfer; the
 * schema now says so (there never was such an invoice: the migration fails if one exists).
 */
export class SubscriptionsEndedByMijote1795792000000 implements MigrationInterface {
  name = 'SubscriptionsEndedByMijote1795792000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "subscription" DROP CONSTRAINT "subscription_state_check"`);
    await q.query(`ALTER TABLE "subscription" ADD CONSTRAINT "subscription_state_check" CHECK (state IN ('pending_card_check', 'active', 'cancelled', 'lapsed', 'ended'))`);
    await q.query(`ALTER TABLE "subscription" ADD "ends_on" date`);
    await q.query(`ALTER TABLE "subscription" ADD "renewal_holds" text array NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "subscription" ADD CONSTRAINT "subscription_renewal_holds_check" CHECK (renewal_holds <@ ARRAY['suspended', 'offline', 'account']::text[])`);
    await q.query(`UPDATE subscription s SET renewal_holds = array_append(s.renewal_holds, 'offline') FROM restaurant r WHERE r.id = s.restaurant_id AND r.status = 'offline'`);
    await q.query(`UPDATE subscription s SET renewal_holds = array_append(s.renewal_holds, 'account') FROM app_user u WHERE u.id = s.user_id AND u.disabled_at IS NOT NULL`);
    await q.query(`CREATE TABLE "subscription_decision" (
      "id" SERIAL NOT NULL,
      "subscription_id" integer NOT NULL,
      "kind" text NOT NULL,
      "ground" text,
      "reasons" text NOT NULL,
      "effective_on" date NOT NULL,
      "actor_id" integer,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "subscription_decision_kind_check" CHECK (kind IN ('end_notice', 'end_now', 'suspend', 'lift')),
      CONSTRAINT "subscription_decision_ground_check" CHECK ((kind = 'lift' AND ground IS NULL) OR ground IN (${GROUNDS})),
      CONSTRAINT "subscription_decision_reasons_check" CHECK (length(reasons) BETWEEN 10 AND 1000),
      CONSTRAINT "subscription_decision_pkey" PRIMARY KEY ("id"))`);
    await q.query(`ALTER TABLE "invoice" DROP CONSTRAINT "invoice_due_check"`);
    await q.query(`ALTER TABLE "invoice" DROP CONSTRAINT "invoice_mode_check"`);
    await q.query(`ALTER TABLE "invoice" ADD CONSTRAINT "invoice_mode_check" CHECK (mode = 'paid' AND due_date IS NULL)`);
    await q.query(`CREATE INDEX "subscription_decision_subscription" ON "subscription_decision" ("subscription_id", "created_at")`);
    await q.query(`ALTER TABLE "subscription_decision" ADD CONSTRAINT "subscription_decision_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscription"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "subscription_decision" ADD CONSTRAINT "subscription_decision_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "invoice" DROP CONSTRAINT "invoice_mode_check"`);
    await q.query(`ALTER TABLE "invoice" ADD CONSTRAINT "invoice_mode_check" CHECK (mode IN ('paid', 'due'))`);
    await q.query(`ALTER TABLE "invoice" ADD CONSTRAINT "invoice_due_check" CHECK (mode = 'paid' OR due_date IS NOT NULL)`);
    await q.query(`DROP TABLE "subscription_decision"`);
    await q.query(`ALTER TABLE "subscription" DROP CONSTRAINT "subscription_renewal_holds_check"`);
    await q.query(`ALTER TABLE "subscription" DROP COLUMN "renewal_holds"`);
    await q.query(`ALTER TABLE "subscription" DROP COLUMN "ends_on"`);
    await q.query(`UPDATE subscription SET state = 'cancelled' WHERE state = 'ended'`);
    await q.query(`ALTER TABLE "subscription" DROP CONSTRAINT "subscription_state_check"`);
    await q.query(`ALTER TABLE "subscription" ADD CONSTRAINT "subscription_state_check" CHECK (state IN ('pending_card_check', 'active', 'cancelled', 'lapsed'))`);
  }
}
