import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ReviewEntity } from './review.entity.js';

/**
 * A review's picture (issue 14): up to 3 photos, public once the review is published (the public side of the media
 * storage), private before (its private side, ADR 0023 and 0039), and at most one receipt, never public (the private
 * side, shown to admins only, deleted once the moderation has decided).
 */
@Entity('review_photo')
@Index('review_photo_review', ['reviewId'])
@Index('review_photo_one_receipt', ['reviewId'], { unique: true, where: `kind = 'receipt'` })
@Check('review_photo_kind_check', `kind IN ('photo', 'receipt')`)
@Check('review_photo_size_check', `width > 0 AND height > 0 AND size_bytes > 0`)
export class ReviewPhotoEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'review_photo_pkey' }) id: number;
  @Column({ type: 'integer', name: 'review_id' }) reviewId: number;
  @ManyToOne('ReviewEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id', foreignKeyConstraintName: 'review_photo_review_id_fkey' })
  review: Relation<ReviewEntity>;
  @Column('text') kind: 'photo' | 'receipt';
  /** `restaurants/…` on the media storage's public side (a published review's photos), else `review-photos/…` or `receipts/…` on its private side. */
  @Column('text') path: string;
  @Column('integer') width: number;
  @Column('integer') height: number;
  @Column({ type: 'integer', name: 'size_bytes' }) sizeBytes: number;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
