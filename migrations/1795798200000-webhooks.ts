import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Partners' webhooks and their delivery outbox (issue 29, docs/adr/0051). */
export class Webhooks1795798200000 implements MigrationInterface {
  name = 'Webhooks1795798200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "webhook" (
      "id" SERIAL NOT NULL, "partner_key_id" integer NOT NULL, "url" text NOT NULL, "events" text array NOT NULL, "secret" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(), "failures_in_a_row" integer NOT NULL DEFAULT 0, "disabled_at" timestamptz,
      CONSTRAINT "webhook_events_check" CHECK (cardinality(events) > 0),
      CONSTRAINT "webhook_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "webhook_partner_key_id_fkey" FOREIGN KEY ("partner_key_id") REFERENCES "partner_key"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "webhook_partner_key" ON "webhook" ("partner_key_id")`);
    await q.query(`CREATE TABLE "webhook_delivery" (
      "id" BIGSERIAL NOT NULL, "webhook_id" integer NOT NULL, "event" text NOT NULL, "payload" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(), "attempts" integer NOT NULL DEFAULT 0, "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "last_status" integer, "last_error" text, "delivered_at" timestamptz, "given_up_at" timestamptz,
      CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "webhook_delivery_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhook"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "webhook_delivery_webhook" ON "webhook_delivery" ("webhook_id")`);
    await q.query(`CREATE INDEX "webhook_delivery_due" ON "webhook_delivery" ("next_attempt_at") WHERE delivered_at IS NULL AND given_up_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_delivery"`);
    await q.query(`DROP TABLE "webhook"`);
  }
}
