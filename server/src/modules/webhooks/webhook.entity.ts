import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A partner key's endpoint and the events it receives (docs/adr/0051); disabled after deliveries given up in a row. */
@Entity('webhook')
@Check('webhook_events_check', `cardinality(events) > 0`)
export class WebhookEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'webhook_pkey' }) id: number;
  @Index('webhook_partner_key')
  @Column({ type: 'integer', name: 'partner_key_id' })
  @ForeignKey('PartnerKeyEntity', { name: 'webhook_partner_key_id_fkey', onDelete: 'CASCADE' })
  partnerKeyId: number;
  @Column({ type: 'text' }) url: string;
  @Column({ type: 'text', array: true }) events: string[];
  /** The HMAC-SHA256 key of its signatures: shown once, kept to sign. */
  @Column({ type: 'text' }) secret: string;
  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'integer', name: 'failures_in_a_row', default: 0 }) failuresInARow: number;
  @Column({ type: 'timestamptz', name: 'disabled_at', nullable: true }) disabledAt: Date | null;
}

/** One event to one endpoint: written with the change that caused it, sent by the outbox with retries. */
@Entity('webhook_delivery')
@Index('webhook_delivery_due', ['nextAttemptAt'], { where: 'delivered_at IS NULL AND given_up_at IS NULL' })
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'webhook_delivery_pkey' }) id: string;
  @Index('webhook_delivery_webhook')
  @Column({ type: 'integer', name: 'webhook_id' })
  @ForeignKey('WebhookEntity', { name: 'webhook_delivery_webhook_id_fkey', onDelete: 'CASCADE' })
  webhookId: number;
  @Column({ type: 'text' }) event: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ type: 'timestamptz', name: 'next_attempt_at', default: () => 'now()' }) nextAttemptAt: Date;
  @Column({ type: 'integer', name: 'last_status', nullable: true }) lastStatus: number | null;
  @Column({ type: 'text', name: 'last_error', nullable: true }) lastError: string | null;
  @Column({ type: 'timestamptz', name: 'delivered_at', nullable: true }) deliveredAt: Date | null;
  @Column({ type: 'timestamptz', name: 'given_up_at', nullable: true }) givenUpAt: Date | null;
}
