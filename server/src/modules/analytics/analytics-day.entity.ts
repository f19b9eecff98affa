import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { RestaurantEntity } from '../restaurants/index.js';

/** One restaurant's figures for one day (DESIGN §4; migration 1763800000000). */
@Entity('analytics_day')
@Check('analytics_day_views_check', `views >= 0`)
@Check('analytics_day_phone_clicks_check', `phone_clicks >= 0`)
@Check('analytics_day_sessions_check', `sessions >= 0`)
@Check('analytics_day_engaged_sessions_check', `engaged_sessions >= 0`)
@Check('analytics_day_engagement_seconds_check', `engagement_seconds >= 0`)
@Check('analytics_day_visitors_check', `visitors >= 0`)
@Check('analytics_day_booking_clicks_check', `booking_clicks >= 0`)
export class AnalyticsDayEntity {
  @PrimaryColumn({ type: 'integer', name: 'restaurant_id', primaryKeyConstraintName: 'analytics_day_pkey' }) restaurantId: number;
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'analytics_day_pkey' }) day: string;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'analytics_day_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @Column({ type: 'integer', default: 0 }) views: number;
  @Column({ type: 'integer', name: 'phone_clicks', default: 0 }) phoneClicks: number;
  @Column({ type: 'integer', default: 0 }) sessions: number;
  @Column({ type: 'integer', name: 'engaged_sessions', default: 0 }) engagedSessions: number;
  @Column({ type: 'integer', name: 'engagement_seconds', default: 0 }) engagementSeconds: number;
  /** Distinct visitors. */
  @Column({ type: 'integer', default: 0 }) visitors: number;
  @Column({ type: 'integer', name: 'booking_clicks', default: 0 }) bookingClicks: number;
}
