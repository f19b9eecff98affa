import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notices to account holders (issue 28 item 3, docs/adr/0044-notices-to-account-holders.md): a notice of a change of terms or price, and
 * one row per recipient recording when its e-mail went into the mail outbox (never twice) and how its delivery ended.
 */
export class Notices1795793000000 implements MigrationInterface {
  name = 'Notices1795793000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notice" ("id" SERIAL NOT NULL, "kind" text NOT NULL, "audience" text NOT NULL, "subject" text NOT NULL, "body" text NOT NULL, "effective_on" date NOT NULL, "author_id" integer, "author_label" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "gathered_through" integer, "gathered_at" TIMESTAMP WITH TIME ZONE, "queued_at" TIMESTAMP WITH TIME ZONE, "settled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "notice_kind_check" CHECK (kind IN ('CUSTOMER_TERMS', 'BUSINESS_TERMS', 'PRICE')), CONSTRAINT "notice_audience_check" CHECK (audience IN ('customer', 'restaurateur')), CONSTRAINT "notice_subject_check" CHECK (length(subject) BETWEEN 1 AND 150), CONSTRAINT "notice_body_check" CHECK (length(body) BETWEEN 1 AND 5000), CONSTRAINT "notice_pkey" PRIMARY KEY ("id"))`);
    await q.query(`ALTER TABLE "notice" ADD CONSTRAINT "notice_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`CREATE INDEX "notice_unsettled" ON "notice" ("id") WHERE settled_at IS NULL`);
    await q.query(`CREATE TABLE "notice_recipient" ("notice_id" integer NOT NULL, "user_id" integer NOT NULL, "email" text NOT NULL, "first_name" text NOT NULL, "queued_at" TIMESTAMP WITH TIME ZONE, "mail_id" bigint, "delivered_at" TIMESTAMP WITH TIME ZONE, "failed_at" TIMESTAMP WITH TIME ZONE, "last_error" text, CONSTRAINT "notice_recipient_pkey" PRIMARY KEY ("notice_id", "user_id"))`);
    await q.query(`ALTER TABLE "notice_recipient" ADD CONSTRAINT "notice_recipient_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "notice"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`CREATE INDEX "notice_recipient_unqueued" ON "notice_recipient" ("notice_id", "user_id") WHERE queued_at IS NULL`);
    await q.query(`CREATE INDEX "notice_recipient_undelivered" ON "notice_recipient" ("notice_id") WHERE queued_at IS NOT NULL AND delivered_at IS NULL AND failed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notice_recipient"`);
    await q.query(`DROP TABLE "notice"`);
  }
}
