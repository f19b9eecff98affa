import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import type { CommandLine } from '../../../../common/billing-rules.js';
import type { SubscriptionEntity } from './subscription.entity.js';

export type PaymentKind = 'card_check' | 'renewal';
/** pending until the provider answers; accepted, refused or cancelled then, never changed again. */
export type PaymentState = 'pending' | 'accepted' | 'refused' | 'cancelled';

/**
 * One provider transaction (DESIGN §8): our order reference (PBX_CMD / REFERENCE, unique), what it is for, its amount
 * in cents, and what the provider answered (E, A, T, S and the raw notification). A renewal carries its idempotency
 * key (subscription, period, attempt), written before the provider is called. Migration 1795500000000.
 */
@Entity('payment')
@Unique('payment_reference_key', ['reference'])
@Unique('payment_idempotency_key_key', ['idempotencyKey'])
@Index('payment_subscription', ['subscriptionId'])
@Check('payment_kind_check', `kind IN ('card_check', 'renewal')`)
@Check('payment_state_check', `state IN ('pending', 'accepted', 'refused', 'cancelled')`)
@Check('payment_amount_check', `amount_cents > 0`)
@Check('payment_reference_check', `reference ~ '^[A-Za-z0-9-]{1,250}$'`)
@Check('payment_error_code_check', `error_code ~ '^[0-9]{5}$'`)
@Check('payment_renewal_check', `kind <> 'renewal' OR (period_number IS NOT NULL AND idempotency_key IS NOT NULL)`)
@Check('payment_settled_check', `(state = 'pending') = (settled_at IS NULL)`)
export class PaymentEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'payment_pkey' }) id: number;
  /** null once the restaurateur's account, and with it the subscription, was deleted: the payment is kept (migration 1795754894698). */
  @Column({ type: 'integer', name: 'subscription_id', nullable: true }) subscriptionId: number | null;
  @ManyToOne('SubscriptionEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'payment_subscription_id_fkey' })
  subscription: Relation<SubscriptionEntity> | null;
  @Column('text') reference: string;
  @Column('text') kind: PaymentKind;
  @Column({ type: 'integer', name: 'amount_cents' }) amountCents: number;
  /** What this payment orders (SPEC §3 command lines): the free first period, a renewal, or nothing (a new card). */
  @Column({ type: 'jsonb' }) command: CommandLine[];
  @Column({ type: 'text', default: 'pending' }) state: PaymentState;
  /** The period a renewal pays (0 is the first). */
  @Column({ type: 'integer', name: 'period_number', nullable: true }) periodNumber: number | null;
  @Column({ type: 'text', name: 'idempotency_key', nullable: true }) idempotencyKey: string | null;
  /** A worker charging this renewal holds it until then; after a crash, the next one reconciles. */
  @Column({ type: 'timestamptz', name: 'lease_until', nullable: true }) leaseUntil: Date | null;
  /** E, A, T and S of the provider's answer. */
  @Column({ type: 'char', length: 5, name: 'error_code', nullable: true }) errorCode: string | null;
  @Column({ type: 'text', nullable: true }) authorization: string | null;
  @Column({ type: 'text', name: 'call_number', nullable: true }) callNumber: string | null;
  @Column({ type: 'text', name: 'transaction_number', nullable: true }) transactionNumber: string | null;
  /** The notification or the Direct Plus answer exactly as received. */
  @Column({ type: 'text', name: 'raw_response', nullable: true }) rawResponse: string | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' }) updatedAt: Date;
  @Column({ type: 'timestamptz', name: 'settled_at', nullable: true }) settledAt: Date | null;
  /**
   * A card check's one-time sign-in code (`accesToken` of /payment/success, docs/adr/0025), as its SHA-256: usable once,
   * once accepted, for an hour after the notification; emptied when used. Migration 1795767990318.
   */
  @Column({ type: 'text', name: 'access_code_hash', nullable: true }) accessCodeHash: string | null;
}
