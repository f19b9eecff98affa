import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { UserEntity } from '../accounts/user.entity.js';
import type { RestaurantEntity } from '../restaurants/index.js';

/** A customer's favourite restaurant (migration 1763900000000). */
@Entity('favourite')
@Index('favourite_restaurant', ['restaurantId'])
export class FavouriteEntity {
  @PrimaryColumn({ type: 'integer', name: 'user_id', primaryKeyConstraintName: 'favourite_pkey' }) userId: number;
  @PrimaryColumn({ type: 'integer', name: 'restaurant_id', primaryKeyConstraintName: 'favourite_pkey' }) restaurantId: number;
  @ManyToOne('UserEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'favourite_user_id_fkey' })
  user: Relation<UserEntity>;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'favourite_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
