import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { CommandLine } from '../../../../common/billing-rules.js';
import type { PaymentEntity } from './payment.entity.js';
import type { SubscriptionEntity } from './subscription.entity.js';

/** Every invoice is issued once the card payment it records is accepted (docs/adr/0043: no invoice before payment, no transfer). */
export type InvoiceMode = 'paid';

/**
 * An issued invoice (DESIGN §8, reference/legal-fr.md B3): numbered without gaps per year (2026-00042) in the
 * transaction of the payment it records, with the buyer's identity, the lines and the totals frozen as issued. A
 * trigger refuses any UPDATE but the unlinking of a deleted account's subscription and payment, and any DELETE until
 * 10 years after the end of the invoice's year (common RETENTION_PERIODS.invoices, migration 1795791000000): an issued
 * invoice never changes. Migration 1795500000000.
 */
@Entity('invoice')
@Unique('invoice_number_key', ['number'])
@Unique('invoice_year_sequence_key', ['year', 'sequence'])
@Unique('invoice_payment_id_key', ['paymentId'])
@Unique('invoice_subscription_period_key', ['subscriptionId', 'periodNumber'])
@Index('invoice_subscription', ['subscriptionId', 'issuedAt'])
@Check('invoice_mode_check', `mode = 'paid' AND due_date IS NULL`)
@Check('invoice_sequence_check', `sequence >= 1`)
@Check('invoice_number_check', `number = year::text || '-' || lpad(sequence::text, 5, '0')`)
@Check('invoice_totals_check', `net_ht_cents = total_ht_cents - total_discount_cents AND total_ttc_cents = net_ht_cents + vat_cents`)
export class InvoiceEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'invoice_pkey' }) id: number;
  @Column('text') number: string;
  @Column('smallint') year: number;
  @Column('integer') sequence: number;
  /** Null once the account is deleted: the invoice itself is kept (ten years, reference/legal-fr.md B3.1). */
  @Column({ type: 'integer', name: 'subscription_id', nullable: true }) subscriptionId: number | null;
  @ManyToOne('SubscriptionEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'invoice_subscription_id_fkey' })
  subscription: Relation<SubscriptionEntity> | null;
  /** The payment it records (the card check for the free first period, then each renewal). */
  @Column({ type: 'integer', name: 'payment_id', nullable: true }) paymentId: number | null;
  @ManyToOne('PaymentEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'invoice_payment_id_fkey' })
  payment: Relation<PaymentEntity> | null;
  @Column({ type: 'integer', name: 'period_number' }) periodNumber: number;
  @Column({ type: 'date', name: 'period_start' }) periodStart: string;
  @Column({ type: 'date', name: 'period_end' }) periodEnd: string;
  @Column({ type: 'timestamptz', name: 'issued_at', default: () => 'now()' }) issuedAt: Date;
  @Column({ type: 'text', default: 'paid' }) mode: InvoiceMode;
  @Column({ type: 'date', name: 'due_date', nullable: true }) dueDate: string | null;
  @Column({ type: 'text', name: 'buyer_company' }) buyerCompany: string;
  @Column({ type: 'text', name: 'buyer_name' }) buyerName: string;
  @Column({ type: 'text', name: 'buyer_address' }) buyerAddress: string;
  @Column({ type: 'char', length: 5, name: 'buyer_zipcode' }) buyerZipcode: string;
  @Column({ type: 'text', name: 'buyer_city' }) buyerCity: string;
  @Column({ type: 'text', name: 'buyer_email' }) buyerEmail: string;
  /** SPEC §3 command lines, as issued. */
  @Column({ type: 'jsonb' }) lines: CommandLine[];
  @Column({ type: 'smallint', name: 'vat_rate' }) vatRate: number;
  @Column({ type: 'integer', name: 'total_ht_cents' }) totalHtCents: number;
  @Column({ type: 'integer', name: 'total_discount_cents' }) totalDiscountCents: number;
  @Column({ type: 'integer', name: 'net_ht_cents' }) netHtCents: number;
  @Column({ type: 'integer', name: 'vat_cents' }) vatCents: number;
  @Column({ type: 'integer', name: 'total_ttc_cents' }) totalTtcCents: number;
}

/** The last invoice number given each year, locked FOR UPDATE by whoever issues the next one. */
@Entity('invoice_counter')
@Check('invoice_counter_last_check', `last_sequence >= 0`)
export class InvoiceCounterEntity {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'invoice_counter_pkey' }) year: number;
  @Column({ type: 'integer', name: 'last_sequence', default: 0 }) lastSequence: number;
}

/**
 * What the sandbox provider charged through its Direct Plus endpoint (docs/adr/0011): one row per REFERENCE, so the
 * same request sent twice is answered from here instead of charging again, as the tests check.
 */
@Entity('payment_sandbox_charge')
@Check('payment_sandbox_charge_amount_check', `amount_cents > 0`)
export class SandboxChargeEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'payment_sandbox_charge_pkey' }) reference: string;
  @Column({ type: 'integer', name: 'amount_cents' }) amountCents: number;
  @Column({ type: 'char', length: 5, name: 'code' }) code: string;
  @Column({ type: 'text', name: 'transaction_number' }) transactionNumber: string;
  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' }) createdAt: Date;
}
