import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's one live second-factor challenge (issue 24): the hash of the nonce sealed in the latest challenge. A
 * challenge is accepted only while it is the latest one issued, and once: a finished set-up, or a later sign-in, ends it.
 */
export class SecondFactorChallenge1795720000000 implements MigrationInterface {
  name = 'SecondFactorChallenge1795720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" ADD "totp_challenge" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "totp_challenge"`);
  }
}
