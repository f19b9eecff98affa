import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { RestaurantEntity } from '../restaurants/index.js';

export type MenuStyle = 'classique' | 'ardoise' | 'moderne';

/** A restaurant's structured menu (la carte): its style, then sections and dishes (migration 1763800000000). */
@Entity('menu')
@Check('menu_style_check', `style IN ('classique', 'ardoise', 'moderne')`)
export class MenuEntity {
  @PrimaryColumn({ type: 'integer', name: 'restaurant_id', primaryKeyConstraintName: 'menu_pkey' }) restaurantId: number;
  // One menu per restaurant: the primary key is the foreign key (a ManyToOne, so TypeORM adds no second unique constraint).
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'menu_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @Column({ type: 'text', default: 'classique' }) style: MenuStyle;
  @Column({ type: 'boolean', default: true }) interactive: boolean;
  @Column({ type: 'timestamptz', name: 'date_update', default: () => 'now()' }) dateUpdate: Date;
}
