import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The payment sandbox's keys (docs/adr/0011, 0046): one row, written by the first instance that needs them and never
 * overwritten, so every instance on the database signs and checks with the same keys.
 */
@Entity('payment_sandbox_key')
@Check('payment_sandbox_key_single_check', `id = 1`)
export class SandboxKeyEntity {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'payment_sandbox_key_pkey' }) id: number;
  @Column({ type: 'text', name: 'hmac_key_hex' }) hmacKeyHex: string;
  @Column({ type: 'text', name: 'private_key_pem' }) privateKeyPem: string;
  @Column({ type: 'text', name: 'public_key_pem' }) publicKeyPem: string;
  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' }) createdAt: Date;
}
