import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { NoticeEntity } from './notice.entity.js';

/**
 * One account a notice goes to, with the address and first name it had when gathered: `queued_at` is set in the
 * transaction that puts its e-mail in the mail outbox (`mail_id`), so it is queued once and only once; the delivery's
 * end is copied from the outbox (`delivered_at`, or `failed_at` with `last_error` once the outbox gave up).
 */
@Entity('notice_recipient')
@Index('notice_recipient_unqueued', ['noticeId', 'userId'], { where: 'queued_at IS NULL' })
@Index('notice_recipient_undelivered', ['noticeId'], { where: 'queued_at IS NOT NULL AND delivered_at IS NULL AND failed_at IS NULL' })
export class NoticeRecipientEntity {
  @PrimaryColumn({ type: 'integer', name: 'notice_id', primaryKeyConstraintName: 'notice_recipient_pkey' }) noticeId: number;
  @ManyToOne('NoticeEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'notice_id', foreignKeyConstraintName: 'notice_recipient_notice_id_fkey' })
  notice: Relation<NoticeEntity>;
  /** The account's id (no foreign key: the record of the notice outlives the account). */
  @PrimaryColumn({ type: 'integer', name: 'user_id', primaryKeyConstraintName: 'notice_recipient_pkey' }) userId: number;
  @Column('text') email: string;
  @Column({ type: 'text', name: 'first_name' }) firstName: string;
  @Column({ type: 'timestamptz', name: 'queued_at', nullable: true }) queuedAt: Date | null;
  @Column({ type: 'bigint', name: 'mail_id', nullable: true }) mailId: string | null;
  @Column({ type: 'timestamptz', name: 'delivered_at', nullable: true }) deliveredAt: Date | null;
  @Column({ type: 'timestamptz', name: 'failed_at', nullable: true }) failedAt: Date | null;
  @Column({ type: 'text', name: 'last_error', nullable: true }) lastError: string | null;
}
