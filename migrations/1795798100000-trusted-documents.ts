import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The first-party client's operations by SHA-256 (issue 29, docs/adr/0048), registered by every instance at start. */
export class TrustedDocuments1795798100000 implements MigrationInterface {
  name = 'TrustedDocuments1795798100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "trusted_document" (
      "hash" char(64) NOT NULL,
      "body" text NOT NULL,
      "registered_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "trusted_document_pkey" PRIMARY KEY ("hash")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "trusted_document"`);
  }
}
