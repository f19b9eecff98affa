import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * One e-mail of the transactional outbox (docs/adr/0038): written in the transaction of the change that causes it,
 * claimed (claimed_until) by the one sender that delivers it, then marked sent — its bodies emptied — and purged after
 * MAIL_OUTBOX_SENT_DAYS. Only mail-outbox.queries.ts reads and writes it.
 */
@Entity('mail_outbox')
@Unique('mail_outbox_message_id_key', ['messageId'])
@Index('mail_outbox_unsent', ['nextAttemptAt'], { where: 'sent_at IS NULL' })
@Index('mail_outbox_sent_at', ['sentAt'], { where: 'sent_at IS NOT NULL' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'mail_outbox_pkey' }) id: string;
  /** The Message-ID header, angle brackets included: the same on every attempt, so a resend is recognisable. */
  @Column({ type: 'text', name: 'message_id' }) messageId: string;
  @Column({ type: 'text' }) recipient: string;
  @Column({ type: 'text' }) subject: string;
  @Column({ type: 'text', name: 'text_body' }) textBody: string;
  @Column({ type: 'text', name: 'html_body' }) htmlBody: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'timestamptz', name: 'next_attempt_at', default: () => 'now()' }) nextAttemptAt: Date;
  /** A sender holds the row until then; past it, a sender that died half-way is replaced. */
  @Column({ type: 'timestamptz', name: 'claimed_until', nullable: true }) claimedUntil: Date | null;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ type: 'text', name: 'last_error', nullable: true }) lastError: string | null;
  @Column({ type: 'timestamptz', name: 'sent_at', nullable: true }) sentAt: Date | null;
}
