import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { UserEntity } from '../accounts/user.entity.js';
import type { RestaurantEntity } from '../restaurants/restaurant.entity.js';

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
}
