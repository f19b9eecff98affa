import { CreateDateColumn, Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { RestaurantEntity } from '../restaurants/index.js';

/** A customer's favourite restaurant (migration 1763900000000). */
@Entity('favourite')
@Index('favourite_restaurant', ['restaurantId'])
export class FavouriteEntity {
  // accounts imports favourites: its table is named by foreign key only, no relation object (docs/adr/0005).
  @PrimaryColumn({ type: 'integer', name: 'user_id', primaryKeyConstraintName: 'favourite_pkey' })
  @ForeignKey('UserEntity', { name: 'favourite_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;
  @PrimaryColumn({ type: 'integer', name: 'restaurant_id', primaryKeyConstraintName: 'favourite_pkey' }) restaurantId: number;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'favourite_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
