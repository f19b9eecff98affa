import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews loaded by the importer were never read by the moderation (issue 28): they carry the time they were imported,
 * are shown as imported, and a re-import replaces only them (an anonymised review of a deleted account, whose author_id
 * is null too, is no longer taken for one). Existing imported reviews: no author and no sworn visit (the review form
 * always records one).
 */
export class ImportedReviews1795794100000 implements MigrationInterface {
  name = 'ImportedReviews1795794100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "review" ADD COLUMN "imported_at" timestamptz`);
    await q.query(`UPDATE "review" SET "imported_at" = "created_at" WHERE "author_id" IS NULL AND "sworn_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "review" DROP COLUMN "imported_at"`);
  }
}
