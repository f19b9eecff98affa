import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { REPLY_LIMITS, REVIEW_LIMITS, REVIEW_REJECTION_REASONS } from '../../../../common/review-rules.js';
import type { UserEntity } from '../accounts/index.js';
import type { ReviewEntity } from './review.entity.js';

/**
 * The owner's public reply to a review (issue 14): one per review, shown under it once the moderation has published it;
 * an edit goes back to the moderation and shows its date.
 */
@Entity('review_reply')
@Unique('review_reply_review_id_key', ['reviewId'])
@Check('review_reply_text_check', `length(text) BETWEEN ${REPLY_LIMITS.min} AND ${REPLY_LIMITS.max}`)
@Check('review_reply_status_check', `status IN ('pending', 'published', 'rejected')`)
@Check('review_reply_published_check', `status <> 'published' OR published_at IS NOT NULL`)
@Check('review_reply_rejection_check', `rejection_reason IS NULL OR rejection_reason IN (${Object.keys(REVIEW_REJECTION_REASONS).map((r) => `'${r}'`).join(', ')})`)
@Check('review_reply_rejection_details_check', `length(rejection_details) <= ${REVIEW_LIMITS.decisionDetails}`)
export class ReviewReplyEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'review_reply_pkey' }) id: number;
  @Column({ type: 'integer', name: 'review_id' }) reviewId: number;
  @ManyToOne('ReviewEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id', foreignKeyConstraintName: 'review_reply_review_id_fkey' })
  review: Relation<ReviewEntity>;
  @Column({ type: 'integer', name: 'author_id', nullable: true }) authorId: number | null;
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'review_reply_author_id_fkey' })
  author: Relation<UserEntity> | null;
  @Column('text') text: string;
  @Column({ type: 'text', default: 'pending' }) status: 'pending' | 'published' | 'rejected';
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'timestamptz', name: 'published_at', nullable: true }) publishedAt: Date | null;
  @Column({ type: 'timestamptz', name: 'edited_at', nullable: true }) editedAt: Date | null;
  @Column({ type: 'timestamptz', name: 'decided_at', nullable: true }) decidedAt: Date | null;
  @Column({ type: 'text', name: 'rejection_reason', nullable: true }) rejectionReason: string | null;
  @Column({ type: 'text', name: 'rejection_details', nullable: true }) rejectionDetails: string | null;
}
