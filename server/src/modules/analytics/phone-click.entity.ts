import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { RestaurantEntity } from '../restaurants/index.js';

/** A counted click on a restaurant's phone number, once per (restaurant, salted session hash) (migration 1763800000000). */
@Entity('phone_click')
export class PhoneClickEntity {
  @PrimaryColumn({ type: 'integer', name: 'restaurant_id', primaryKeyConstraintName: 'phone_click_pkey' }) restaurantId: number;
  @PrimaryColumn({ type: 'char', length: 64, name: 'session_hash', primaryKeyConstraintName: 'phone_click_pkey' }) sessionHash: string;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'phone_click_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @CreateDateColumn({ type: 'timestamptz', name: 'clicked_at' }) clickedAt: Date;
}
