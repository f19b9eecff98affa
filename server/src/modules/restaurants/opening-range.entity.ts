import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { RestaurantEntity } from './restaurant.entity.js';

/** A weekly opening range in minutes; closes <= opens continues into the next day (migration 1763800000000, DESIGN §4). */
@Entity('opening_range')
@Index('opening_range_restaurant', ['restaurantId', 'weekday'])
@Check('opening_range_weekday_check', `weekday BETWEEN 0 AND 6`)
@Check('opening_range_opens_check', `opens BETWEEN 0 AND 1439`)
@Check('opening_range_closes_check', `closes BETWEEN 0 AND 1440`)
@Check('opening_range_check', `opens <> closes`)
export class OpeningRangeEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'opening_range_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne(() => RestaurantEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'opening_range_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  /** Monday 0 … Sunday 6. */
  @Column('smallint') weekday: number;
  @Column('smallint') opens: number;
  @Column('smallint') closes: number;
}
