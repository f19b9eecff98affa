import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A restaurateur can delete their account (issue 24, docs/adr/0024): the registration that made the account goes with
 * it (its check wanted a user for the restaurant it created, so the deletion failed), and the payments outlive their
 * subscription (the subscription, its card and billing details go with the account; the payments stay, detached, beside
 * the invoices, which keep their own copy of the buyer).
 */
export class RestaurateurAccountDeletion1795754894698 implements MigrationInterface {
  name = 'RestaurateurAccountDeletion1795754894698';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "registration" DROP CONSTRAINT "registration_user_id_fkey"`);
    await q.query(`ALTER TABLE "registration" ADD CONSTRAINT "registration_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_subscription_id_fkey"`);
    await q.query(`ALTER TABLE "payment" ALTER COLUMN "subscription_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "payment" ADD CONSTRAINT "payment_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscription"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "payment" DROP CONSTRAINT "payment_subscription_id_fkey"`);
    await q.query(`DELETE FROM "payment" WHERE "subscription_id" IS NULL`);
    await q.query(`ALTER TABLE "payment" ALTER COLUMN "subscription_id" SET NOT NULL`);
    await q.query(`ALTER TABLE "payment" ADD CONSTRAINT "payment_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscription"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "registration" DROP CONSTRAINT "registration_user_id_fkey"`);
    await q.query(`ALTER TABLE "registration" ADD CONSTRAINT "registration_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }
}
