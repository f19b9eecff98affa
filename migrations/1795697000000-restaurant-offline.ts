import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A restaurant the moderation took off line (issue 13) gets its own status, 'offline', so its owner is told why (the
 * reason is in the moderation log) and may ask for its publication again. Written by hand: TypeORM compares checks
 * by name and does not see a changed expression.
 */
export class RestaurantOffline1795697000000 implements MigrationInterface {
  name = 'RestaurantOffline1795697000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE restaurant DROP CONSTRAINT restaurant_status_check`);
    await q.query(`ALTER TABLE restaurant ADD CONSTRAINT restaurant_status_check CHECK (status IN ('draft', 'pending', 'published', 'rejected', 'offline'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE restaurant SET status = 'rejected' WHERE status = 'offline'`);
    await q.query(`ALTER TABLE restaurant DROP CONSTRAINT restaurant_status_check`);
    await q.query(`ALTER TABLE restaurant ADD CONSTRAINT restaurant_status_check CHECK (status IN ('draft', 'pending', 'published', 'rejected'))`);
  }
}
