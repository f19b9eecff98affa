import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { RestaurantEntity } from '../restaurants/index.js';

/**
 * One visitor session on one restaurant's page for one Paris day: what the day's counts need to count a session, a
 * visitor and an engaged session once. Only salted hashes of the browser's ids are kept, and the rows go after 48
 * hours (retention module); the day's totals in analytics_day stay.
 */
@Entity('page_visit')
@Index('page_visit_visitor_idx', ['restaurantId', 'day', 'visitorHash'])
@Index('page_visit_created_at_idx', ['createdAt'])
@Check('page_visit_engagement_seconds_check', `engagement_seconds >= 0`)
export class PageVisitEntity {
  @PrimaryColumn({ type: 'integer', name: 'restaurant_id', primaryKeyConstraintName: 'page_visit_pkey' }) restaurantId: number;
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'page_visit_pkey' }) day: string;
  @PrimaryColumn({ type: 'char', length: 64, name: 'session_hash', primaryKeyConstraintName: 'page_visit_pkey' }) sessionHash: string;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'page_visit_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @Column({ type: 'char', length: 64, name: 'visitor_hash' }) visitorHash: string;
  @Column({ type: 'integer', name: 'engagement_seconds', default: 0 }) engagementSeconds: number;
  @Column({ type: 'boolean', default: false }) engaged: boolean;
  @Column({ type: 'boolean', name: 'booking_clicked', default: false }) bookingClicked: boolean;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
