import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail module's transactional outbox (issue 27, docs/adr/0038-mail-outbox.md): a message is a row written in the
 * transaction of the change that causes it, delivered after the commit and retried with backoff until sent.
 */
export class MailOutbox1795780000000 implements MigrationInterface {
  name = 'MailOutbox1795780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "mail_outbox" ("id" BIGSERIAL NOT NULL, "message_id" text NOT NULL, "recipient" text NOT NULL, "subject" text NOT NULL, "text_body" text NOT NULL, "html_body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "claimed_until" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT 0, "last_error" text, "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "mail_outbox_message_id_key" UNIQUE ("message_id"), CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "mail_outbox_unsent" ON "mail_outbox" ("next_attempt_at") WHERE sent_at IS NULL`);
    await q.query(`CREATE INDEX "mail_outbox_sent_at" ON "mail_outbox" ("sent_at") WHERE sent_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "mail_outbox"`);
  }
}
