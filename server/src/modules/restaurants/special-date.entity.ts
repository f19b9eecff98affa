import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { RestaurantEntity } from './restaurant.entity.js';

/**
 * A date overriding the weekly hours: closed, open as usual (not closed, no range) or open with its own
 * special_date_range rows (migration 1763800000000).
 */
@Entity('special_date')
@Unique('special_date_restaurant_id_day_key', ['restaurantId', 'day'])
@Index('special_date_day', ['day', 'restaurantId'])
export class SpecialDateEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'special_date_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne(() => RestaurantEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'special_date_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @Column('date') day: string;
  @Column('boolean') closed: boolean;
}
