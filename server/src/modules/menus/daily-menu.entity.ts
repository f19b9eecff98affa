import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { RestaurantEntity } from '../restaurants/index.js';

/** A daily menu (menu du jour) shown from starts_on to ends_on; its pictures are photo rows of kind daily_menu (migration 1763800000000). */
@Entity('daily_menu')
@Index('daily_menu_restaurant', ['restaurantId', 'endsOn'])
@Check('daily_menu_title_check', `length(title) BETWEEN 1 AND 100`)
@Check('daily_menu_description_check', `length(description) <= 2000`)
@Check('daily_menu_price_cents_check', `price_cents BETWEEN 0 AND 100000`)
@Check('daily_menu_check', `ends_on >= starts_on`)
export class DailyMenuEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'daily_menu_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'daily_menu_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @Column({ type: 'text', default: 'Menu du jour' }) title: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'integer', name: 'price_cents', nullable: true }) priceCents: number | null;
  @Column({ type: 'date', name: 'starts_on' }) startsOn: string;
  @Column({ type: 'date', name: 'ends_on' }) endsOn: string;
}
