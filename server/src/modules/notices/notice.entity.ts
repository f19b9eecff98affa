import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { UserEntity } from '../accounts/index.js';

/**
 * A notice of a change of terms or price (issue 28 item 3, common/notice-rules.ts, docs/adr/0044): what an admin wrote,
 * who and when, and how far its sending has gone — recipients gathered from the accounts module up to `gathered_through`
 * (an account id), all gathered (`gathered_at`), every e-mail in the outbox (`queued_at`), every delivery ended (`settled_at`).
 */
@Entity('notice')
@Check('notice_kind_check', `kind IN ('CUSTOMER_TERMS', 'BUSINESS_TERMS', 'PRICE')`)
@Check('notice_audience_check', `audience IN ('customer', 'restaurateur')`)
@Check('notice_subject_check', `length(subject) BETWEEN 1 AND 150`)
@Check('notice_body_check', `length(body) BETWEEN 1 AND 5000`)
@Index('notice_unsettled', ['id'], { where: 'settled_at IS NULL' })
export class NoticeEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'notice_pkey' }) id: number;
  @Column('text') kind: string;
  @Column('text') audience: string;
  @Column('text') subject: string;
  @Column('text') body: string;
  @Column({ type: 'date', name: 'effective_on' }) effectiveOn: string;
  @Column({ type: 'integer', name: 'author_id', nullable: true }) authorId: number | null;
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'notice_author_id_fkey' })
  author: Relation<UserEntity> | null;
  /** The admin's e-mail when they sent it (kept if the account goes). */
  @Column({ type: 'text', name: 'author_label' }) authorLabel: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'integer', name: 'gathered_through', nullable: true }) gatheredThrough: number | null;
  @Column({ type: 'timestamptz', name: 'gathered_at', nullable: true }) gatheredAt: Date | null;
  @Column({ type: 'timestamptz', name: 'queued_at', nullable: true }) queuedAt: Date | null;
  @Column({ type: 'timestamptz', name: 'settled_at', nullable: true }) settledAt: Date | null;
}
