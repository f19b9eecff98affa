import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What each partner key spends, per Paris day and operation (issue 29, « Usage in area 1 », docs/adr/0052). */
export class PartnerKeyUsage1795799000000 implements MigrationInterface {
  name = 'PartnerKeyUsage1795799000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "partner_key_usage" (
      "key_id" integer NOT NULL, "day" date NOT NULL, "operation" text NOT NULL,
      "requests" integer NOT NULL DEFAULT 0, "cost" bigint NOT NULL DEFAULT 0,
      "rate_limited" integer NOT NULL DEFAULT 0, "cost_limited" integer NOT NULL DEFAULT 0,
      CONSTRAINT "partner_key_usage_pkey" PRIMARY KEY ("key_id", "day", "operation"),
      CONSTRAINT "partner_key_usage_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "partner_key"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "partner_key_usage_day" ON "partner_key_usage" ("day")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "partner_key_usage"`);
  }
}
