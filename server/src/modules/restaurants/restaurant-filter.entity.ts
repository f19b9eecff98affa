import { Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { FilterEntity } from './filter.entity.js';
import { RestaurantEntity } from './restaurant.entity.js';

/** A filter a restaurant offers; restaurant.filter_ids is derived from these rows, its types and its cuisines (migration 1763800000000). */
@Entity('restaurant_filter')
export class RestaurantFilterEntity {
  @PrimaryColumn({ type: 'integer', name: 'restaurant_id', primaryKeyConstraintName: 'restaurant_filter_pkey' }) restaurantId: number;
  @PrimaryColumn({ type: 'integer', name: 'filter_id', primaryKeyConstraintName: 'restaurant_filter_pkey' }) filterId: number;
  @ManyToOne(() => RestaurantEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'restaurant_filter_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @ManyToOne(() => FilterEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'filter_id', foreignKeyConstraintName: 'restaurant_filter_filter_id_fkey' })
  filter: Relation<FilterEntity>;
}
