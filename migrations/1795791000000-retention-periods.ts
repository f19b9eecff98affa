import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention periods as jobs (issue 28, docs/adr/0042, common/retention-periods.ts):
 * - `closed_account_keep`: the identification data LCEN art. 6 / décret 2021-1362 asks a host to keep one year after an
 *   author's account closes, copied at the deletion, apart from the account tables, and deleted at term. No foreign key:
 *   the account is gone.
 * - The moderation log stays append-only, except that an entry older than its 3-year retention may be deleted.
 * - An issued invoice still never changes; it may be deleted once 10 years have passed since the end of its year.
 */
export class RetentionPeriods1795791000000 implements MigrationInterface {
  name = 'RetentionPeriods1795791000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "closed_account_keep" ("id" SERIAL NOT NULL, "former_user_id" integer NOT NULL, "role" text NOT NULL, "email" text NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL, "salutation" text, "birth_date" date, "phone" text, "account_created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "closed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "review_ids" integer array NOT NULL DEFAULT '{}', "reply_ids" integer array NOT NULL DEFAULT '{}', CONSTRAINT "closed_account_keep_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "closed_account_keep_closed_at" ON "closed_account_keep" ("closed_at") `);
    await q.query(`CREATE OR REPLACE FUNCTION moderation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF OLD.at < now() - interval '3 years' THEN
            RETURN OLD;
          END IF;
        END IF;
        RAISE EXCEPTION 'Le journal de modération ne peut être ni modifié ni effacé.' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION mijote_invoice_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND make_date(OLD.year + 1, 1, 1) + interval '10 years' <= (now() AT TIME ZONE 'Europe/Paris') THEN
          RETURN OLD;
        END IF;
        IF TG_OP = 'UPDATE' AND (NEW.subscription_id IS NULL OR NEW.subscription_id = OLD.subscription_id)
           AND (NEW.payment_id IS NULL OR NEW.payment_id = OLD.payment_id)
           AND to_jsonb(NEW) - 'subscription_id' - 'payment_id' = to_jsonb(OLD) - 'subscription_id' - 'payment_id' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'Une facture émise ne change jamais (facture %)', OLD.number USING ERRCODE = 'check_violation';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION mijote_invoice_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND (NEW.subscription_id IS NULL OR NEW.subscription_id = OLD.subscription_id)
           AND (NEW.payment_id IS NULL OR NEW.payment_id = OLD.payment_id)
           AND to_jsonb(NEW) - 'subscription_id' - 'payment_id' = to_jsonb(OLD) - 'subscription_id' - 'payment_id' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'Une facture émise ne change jamais (facture %)', OLD.number USING ERRCODE = 'check_violation';
      END $$`);
    await q.query(`CREATE OR REPLACE FUNCTION moderation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'Le journal de modération ne peut être ni modifié ni effacé.' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`DROP TABLE "closed_account_keep"`);
  }
}
