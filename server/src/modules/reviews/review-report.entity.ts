import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { UserEntity } from '../accounts/index.js';
import type { ReviewEntity } from './review.entity.js';

export type ReportStatus = 'open' | 'kept' | 'removed';

/**
 * A report of a published review (issue 13, DSA art. 16): one per reporter and review — `reporter_key` is a salted hash
 * of the signed-in account, or of the visitor's address. `reporter_email` is kept only to tell the reporter the outcome.
 */
@Entity('review_report')
@Unique('review_report_once', ['reviewId', 'reporterKey'])
@Index('review_report_open', ['createdAt'], { where: `status = 'open'` })
@Check('review_report_reason_check', `reason IN ('vulgar', 'hateful', 'fake', 'sexual', 'elsewhere', 'affiliated', 'other')`)
@Check('review_report_status_check', `status IN ('open', 'kept', 'removed')`)
@Check('review_report_details_check', `length(details) <= 1000`)
export class ReviewReportEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'review_report_pkey' }) id: number;
  @Column({ type: 'integer', name: 'review_id' }) reviewId: number;
  @ManyToOne('ReviewEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id', foreignKeyConstraintName: 'review_report_review_id_fkey' })
  review: Relation<ReviewEntity>;
  @Column({ type: 'integer', name: 'reporter_id', nullable: true }) reporterId: number | null;
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reporter_id', foreignKeyConstraintName: 'review_report_reporter_id_fkey' })
  reporter: Relation<UserEntity> | null;
  @Column({ type: 'char', length: 64, name: 'reporter_key' }) reporterKey: string;
  @Column({ type: 'text', name: 'reporter_email', nullable: true }) reporterEmail: string | null;
  @Column('text') reason: string;
  @Column({ type: 'text', default: '' }) details: string;
  @Column({ type: 'text', default: 'open' }) status: ReportStatus;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'timestamptz', name: 'decided_at', nullable: true }) decidedAt: Date | null;
}
