import { Check, Column, Entity, ForeignKey, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import type { RestaurantEntity } from '../restaurants/index.js';

export type PhotoKind = 'devanture' | 'gallery' | 'menu' | 'daily_menu';

/**
 * A stored picture of a restaurant (its devanture, gallery, menu pages) or of one of its daily menus; the object is
 * `path` on the public side of the media storage (migration 1763800000000, ADR 0039). Kept in media, which both restaurants and menus may use.
 */
@Entity('photo')
@Unique('photo_restaurant_id_kind_position_key', ['restaurantId', 'kind', 'position'])
@Check('photo_kind_check', `kind IN ('devanture', 'gallery', 'menu', 'daily_menu')`)
@Check('photo_path_check', `path ~ '^[A-Za-z0-9/_.-]+$'`)
@Check('photo_width_check', `width BETWEEN 1 AND 10000`)
@Check('photo_height_check', `height BETWEEN 1 AND 10000`)
@Check('photo_size_bytes_check', `size_bytes > 0`)
@Check('photo_position_check', `position >= 0`)
@Check('photo_alt_check', `length(alt) <= 200`)
@Check('photo_check', `(kind = 'daily_menu') = (daily_menu_id IS NOT NULL)`)
export class PhotoEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'photo_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'photo_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  // menus imports media: its table is named by foreign key only, no relation object (docs/adr/0005).
  @Column({ type: 'integer', name: 'daily_menu_id', nullable: true })
  @ForeignKey('DailyMenuEntity', { name: 'photo_daily_menu_id_fkey', onDelete: 'CASCADE' })
  dailyMenuId: number | null;
  @Column('text') kind: PhotoKind;
  @Column('text') path: string;
  @Column('integer') width: number;
  @Column('integer') height: number;
  @Column({ type: 'integer', name: 'size_bytes' }) sizeBytes: number;
  @Column({ type: 'smallint', default: 0 }) position: number;
  @Column({ type: 'text', default: '' }) alt: string;
}
