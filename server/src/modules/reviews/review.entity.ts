import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MEALS, REVIEW_FLAGS, REVIEW_LIMITS, REVIEW_REJECTION_REASONS } from '../../../../common/review-rules.js';
import type { UserEntity } from '../accounts/index.js';
import type { RestaurantEntity } from '../restaurants/index.js';

export type ReviewStatus = 'pending' | 'published' | 'rejected' | 'removed';

/**
 * A review (migration 1763800000000). Its restaurant's rating and review_count follow the published reviews
 * (trigger); a deleted author's reviews stay, signed 'Ancien membre' (trigger of migration 1763900000000).
 */
@Entity('review')
// (restaurant_id, published_at DESC) WHERE status = 'published': TypeORM cannot describe a descending column.
@Index('review_restaurant', { synchronize: false })
@Index('review_author', ['authorId'])
@Check('review_author_name_check', `length(author_name) BETWEEN 1 AND 60`)
@Check('review_rating_check', `rating BETWEEN 1 AND 5`)
@Check('review_text_check', `length(text) BETWEEN 1 AND 3000`)
@Check('review_status_check', `status IN ('pending', 'published', 'rejected', 'removed')`)
@Check('review_check', `visit_date <= created_at::date`)
@Check('review_check1', `status <> 'published' OR published_at IS NOT NULL`)
// Issue 14: one review per author, restaurant and visit month (new reviews are dated the 1st of their visit month).
@Index('review_author_visit', ['authorId', 'restaurantId', 'visitDate'], { unique: true, where: 'author_id IS NOT NULL' })
@Check('review_title_check', `title IS NULL OR length(title) BETWEEN ${REVIEW_LIMITS.titleMin} AND ${REVIEW_LIMITS.titleMax}`)
@Check('review_meal_check', `meal IS NULL OR meal IN (${Object.keys(MEALS).map((m) => `'${m}'`).join(', ')})`)
@Check('review_flags_check', `flags <@ ARRAY[${Object.keys(REVIEW_FLAGS).map((f) => `'${f}'`).join(', ')}]::text[]`)
@Check('review_rejection_check', `rejection_reason IS NULL OR rejection_reason IN (${Object.keys(REVIEW_REJECTION_REASONS).map((r) => `'${r}'`).join(', ')})`)
@Check('review_rejection_details_check', `length(rejection_details) <= ${REVIEW_LIMITS.decisionDetails}`)
export class ReviewEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'review_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'review_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @Column({ type: 'integer', name: 'author_id', nullable: true }) authorId: number | null;
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'review_author_id_fkey' })
  author: Relation<UserEntity> | null;
  @Column({ type: 'text', name: 'author_name' }) authorName: string;
  @Column('smallint') rating: number;
  @Column('text') text: string;
  @Column({ type: 'date', name: 'visit_date' }) visitDate: string;
  @Column({ type: 'text', default: 'pending' }) status: ReviewStatus;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'timestamptz', name: 'published_at', nullable: true }) publishedAt: Date | null;
  /** Written through the review form (issue 14); imported reviews have none. */
  @Column({ type: 'text', nullable: true }) title: string | null;
  @Column({ type: 'text', nullable: true }) meal: string | null;
  /** When the author declared on their honour that the visit happened. */
  @Column({ type: 'timestamptz', name: 'sworn_at', nullable: true }) swornAt: Date | null;
  /** Loaded by the importer (npm run db:import), never read by the moderation: shown as imported (issue 28). */
  @Column({ type: 'timestamptz', name: 'imported_at', nullable: true }) importedAt: Date | null;
  /** The author's last edit (an edit of a published review goes back to moderation and shows this date). */
  @Column({ type: 'timestamptz', name: 'edited_at', nullable: true }) editedAt: Date | null;
  /** What the moderation should look at (common/review-rules.ts reviewFlags). */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) flags: string[];
  @Column({ type: 'text', name: 'rejection_reason', nullable: true }) rejectionReason: string | null;
  @Column({ type: 'text', name: 'rejection_details', nullable: true }) rejectionDetails: string | null;
  @Column({ type: 'timestamptz', name: 'decided_at', nullable: true }) decidedAt: Date | null;
  /** « Visite vérifiée »: granted by the moderation from the receipt the author sent (the receipt itself is then deleted). */
  @Column({ type: 'boolean', name: 'verified_visit', default: false }) verifiedVisit: boolean;
}
