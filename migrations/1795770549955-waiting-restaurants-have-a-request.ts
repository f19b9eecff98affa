import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A restaurant « En attente » is one a publication request waits for (issue 25, docs/adr/0032): the importer (and so the
 * demo seed) set restaurants « pending » without any request, which area 2 never listed and nobody could publish. Each
 * gets the waiting request it lacked, dated from its last change; down() removes only those (never asked by an account).
 */
export class WaitingRestaurantsHaveARequest1795770549955 implements MigrationInterface {
  name = 'WaitingRestaurantsHaveARequest1795770549955';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO "publication_request" ("restaurant_id", "requested_at")
      SELECT r."id", least(coalesce(r."date_update", r."created_at"), now()) FROM "restaurant" r
      WHERE r."status" = 'pending' AND NOT EXISTS (SELECT 1 FROM "publication_request" q WHERE q."restaurant_id" = r."id" AND q."status" = 'pending')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "publication_request" q USING "restaurant" r
      WHERE r."id" = q."restaurant_id" AND q."status" = 'pending' AND q."requested_by" IS NULL AND r."owner_id" IS NULL`);
  }
}
