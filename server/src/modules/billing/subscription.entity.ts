import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { BILLING_LIMITS } from '../../../../common/billing-rules.js';
import type { UserEntity } from '../accounts/index.js';
import type { RestaurantEntity } from '../restaurants/index.js';

/**
 * pending_card_check → active (the card check's notification) → cancelled (at the end of the paid period, when the
 * restaurateur asked) or lapsed (after the last failed charge). A lapsed or cancelled subscription is active again
 * after a new card check. ended: Mijote ended it (docs/adr/0043), for good — no new card restarts it.
 */
export type SubscriptionState = 'pending_card_check' | 'active' | 'cancelled' | 'lapsed' | 'ended';
/** Why renewals are held (docs/adr/0043): Mijote's suspension, the page taken off line by the moderation, the account disabled. */
export type RenewalHold = 'suspended' | 'offline' | 'account';

const length = (column: string, min: number, max: number) => `length(${column}) BETWEEN ${min} AND ${max}`;

/**
 * A restaurant's subscription (DESIGN §4, §8): one per restaurant; the billing identity the invoices freeze; the
 * current period, counted from `anchor_date`; the stored card as the provider's token (handle, expiry, last two
 * digits — never a card number). Migration 1795500000000.
 */
@Entity('subscription')
@Unique('subscription_restaurant_id_key', ['restaurantId'])
@Index('subscription_user', ['userId'])
@Index('subscription_due', ['nextDueDate'], { where: `state = 'active'` })
@Check('subscription_state_check', `state IN ('pending_card_check', 'active', 'cancelled', 'lapsed', 'ended')`)
@Check('subscription_renewal_holds_check', `renewal_holds <@ ARRAY['suspended', 'offline', 'account']::text[]`)
@Check('subscription_company_check', length('billing_company', BILLING_LIMITS.companyMin, BILLING_LIMITS.companyMax))
@Check('subscription_last_name_check', length('billing_last_name', BILLING_LIMITS.nameMin, BILLING_LIMITS.nameMax))
@Check('subscription_first_name_check', length('billing_first_name', BILLING_LIMITS.nameMin, BILLING_LIMITS.nameMax))
@Check('subscription_address_check', length('billing_address', BILLING_LIMITS.addressMin, BILLING_LIMITS.addressMax))
@Check('subscription_city_check', length('billing_city', BILLING_LIMITS.addressMin, BILLING_LIMITS.addressMax))
@Check('subscription_zipcode_check', `billing_zipcode ~ '^[0-9]{5}$'`)
@Check('subscription_email_check', `billing_email = lower(billing_email) AND length(billing_email) <= 254`)
@Check('subscription_phone_check', `billing_phone ~ '^[0-9]{10}$'`)
@Check('subscription_period_check', `period_number >= 0 AND anchor_period >= 0 AND anchor_period <= period_number`)
@Check('subscription_failed_attempts_check', `failed_attempts >= 0`)
@Check('subscription_card_expiry_check', `card_expiry ~ '^[0-9]{4}$'`)
@Check('subscription_card_last_digits_check', `card_last_digits ~ '^[0-9]{2,4}$'`)
@Check('subscription_active_check', `state <> 'active' OR (anchor_date IS NOT NULL AND current_period_start IS NOT NULL AND current_period_end IS NOT NULL AND next_due_date IS NOT NULL AND card_handle IS NOT NULL)`)
export class SubscriptionEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'subscription_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne('RestaurantEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'subscription_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  /** The restaurateur who subscribed (the restaurant's owner). */
  @Column({ type: 'integer', name: 'user_id' }) userId: number;
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'subscription_user_id_fkey' })
  user: Relation<UserEntity>;
  @Column({ type: 'text', default: 'pending_card_check' }) state: SubscriptionState;
  @Column({ type: 'text', name: 'billing_company' }) billingCompany: string;
  @Column({ type: 'text', name: 'billing_last_name' }) billingLastName: string;
  @Column({ type: 'text', name: 'billing_first_name' }) billingFirstName: string;
  @Column({ type: 'text', name: 'billing_address' }) billingAddress: string;
  @Column({ type: 'char', length: 5, name: 'billing_zipcode' }) billingZipcode: string;
  @Column({ type: 'text', name: 'billing_city' }) billingCity: string;
  @Column({ type: 'text', name: 'billing_email' }) billingEmail: string;
  @Column({ type: 'char', length: 10, name: 'billing_phone' }) billingPhone: string;
  /** The first day of the first period; every period is counted from it (common/billing-rules nthPeriod). */
  @Column({ type: 'date', name: 'anchor_date', nullable: true }) anchorDate: string | null;
  /** The period that starts on anchor_date (0, or the period paid when a lapsed subscription started again). */
  @Column({ type: 'integer', name: 'anchor_period', default: 0 }) anchorPeriod: number;
  /** Index of the current period: 0 is the free first one. */
  @Column({ type: 'integer', name: 'period_number', default: 0 }) periodNumber: number;
  @Column({ type: 'date', name: 'current_period_start', nullable: true }) currentPeriodStart: string | null;
  @Column({ type: 'date', name: 'current_period_end', nullable: true }) currentPeriodEnd: string | null;
  /** When the next period is charged (the day after the current one ends). */
  @Column({ type: 'date', name: 'next_due_date', nullable: true }) nextDueDate: string | null;
  @Column({ type: 'boolean', name: 'cancel_at_period_end', default: false }) cancelAtPeriodEnd: boolean;
  /** Failed charges of the period due; the next try waits until next_attempt_at. */
  @Column({ type: 'smallint', name: 'failed_attempts', default: 0 }) failedAttempts: number;
  @Column({ type: 'timestamptz', name: 'next_attempt_at', nullable: true }) nextAttemptAt: Date | null;
  /** PBX_REFABONNE of the card in use: our reference of the card holder at the provider (a placeholder until a card is registered). */
  @Column({ type: 'text', name: 'card_ref' }) cardRef: string;
  /** The provider's token of the card (U's handle), its expiry (AAMM) and its last digits. */
  @Column({ type: 'text', name: 'card_handle', nullable: true, select: false }) cardHandle: string | null;
  @Column({ type: 'char', length: 4, name: 'card_expiry', nullable: true }) cardExpiry: string | null;
  @Column({ type: 'text', name: 'card_last_digits', nullable: true }) cardLastDigits: string | null;
  /** The restaurant was on line when the subscription ended: it goes back on line when paid again (docs/adr/0012). */
  @Column({ type: 'boolean', name: 'unpublished_by_billing', default: false }) unpublishedByBilling: boolean;
  /** Mijote ended the subscription with notice: the day it ends (no renewal is charged until then); the day it ended, once ended. */
  @Column({ type: 'date', name: 'ends_on', nullable: true }) endsOn: string | null;
  /** While any is set, no renewal is charged; once the last one is lifted, a period due meanwhile is charged from that day. */
  @Column({ type: 'text', array: true, name: 'renewal_holds', default: () => "'{}'" }) renewalHolds: RenewalHold[];
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' }) updatedAt: Date;
}
