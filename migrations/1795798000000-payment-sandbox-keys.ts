import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment sandbox's keys move from files in DATA_DIR/payment-sandbox to one row (issue 27, docs/adr/0046):
 * instances with their own data folders signed differently. Created by the first instance that needs them.
 */
export class PaymentSandboxKeys1795798000000 implements MigrationInterface {
  name = 'PaymentSandboxKeys1795798000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "payment_sandbox_key" (
      "id" smallint NOT NULL,
      "hmac_key_hex" text NOT NULL,
      "private_key_pem" text NOT NULL,
      "public_key_pem" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "payment_sandbox_key_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "payment_sandbox_key_single_check" CHECK (id = 1)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "payment_sandbox_key"`);
  }
}
