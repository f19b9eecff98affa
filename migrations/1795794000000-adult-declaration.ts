import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer accounts are reserved to adults (CGU, review charter; issue 28): the sign-up asks for the declaration and
 * the account keeps when it was made. Accounts made before stay null (they never declared it).
 */
export class AdultDeclaration1795794000000 implements MigrationInterface {
  name = 'AdultDeclaration1795794000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" ADD COLUMN "adult_declared_at" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "adult_declared_at"`);
  }
}
