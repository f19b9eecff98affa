import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-up on an address whose account is not verified yet no longer overwrites that account: its password hash
 * and names wait beside the code sent to the address (email_code.pending_profile) and are applied only when that
 * code is verified.
 */
export class Hardening1764200000000 implements MigrationInterface {
  name = 'Hardening1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_code ADD COLUMN pending_profile jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_code DROP COLUMN IF EXISTS pending_profile`);
  }
}
