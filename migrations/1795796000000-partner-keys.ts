import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner keys of the public API (issue 29, docs/adr/0047-partner-keys.md): the keys (only the SHA-256 of each, its
 * predecessor's during a rotation's grace, the one-time reveal link's) and the requests made on /developpeurs/cle.
 */
export class PartnerKeys1795796000000 implements MigrationInterface {
  name = 'PartnerKeys1795796000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "partner_key" ("id" SERIAL NOT NULL, "name" text NOT NULL, "owner_email" text NOT NULL, "tier" text NOT NULL, "allowed_origins" text array NOT NULL DEFAULT '{}', "key_hash" text, "key_hint" text, "previous_key_hash" text, "previous_valid_until" TIMESTAMP WITH TIME ZONE, "reveal_hash" text, "reveal_expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "partner_key_tier_check" CHECK (tier IN ('partenaire', 'partenaire-plus')), CONSTRAINT "partner_key_pkey" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "partner_key_key_hash" ON "partner_key" ("key_hash") WHERE key_hash IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "partner_key_previous_key_hash" ON "partner_key" ("previous_key_hash") WHERE previous_key_hash IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "partner_key_reveal_hash" ON "partner_key" ("reveal_hash") WHERE reveal_hash IS NOT NULL`);
    await q.query(`CREATE TABLE "partner_key_request" ("id" SERIAL NOT NULL, "organisation" text NOT NULL, "email" text NOT NULL, "intended_use" text NOT NULL, "website" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decision" text, "decided_at" TIMESTAMP WITH TIME ZONE, "refusal_reason" text, "key_id" integer, CONSTRAINT "partner_key_request_decision_check" CHECK (decision IS NULL OR decision IN ('approved', 'refused')), CONSTRAINT "partner_key_request_pkey" PRIMARY KEY ("id"))`);
    await q.query(`ALTER TABLE "partner_key_request" ADD CONSTRAINT "partner_key_request_key_id_fkey" FOREIGN KEY ("key_id") REFERENCES "partner_key"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`CREATE INDEX "partner_key_request_pending" ON "partner_key_request" ("id") WHERE decision IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "partner_key_request"`);
    await q.query(`DROP TABLE "partner_key"`);
  }
}
