import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { MenuEntity } from './menu.entity.js';

/** A section of a menu (Entrées, Plats…), in order (migration 1763800000000). */
@Entity('menu_section')
@Unique('menu_section_restaurant_id_position_key', ['restaurantId', 'position'])
@Check('menu_section_position_check', `position >= 0`)
@Check('menu_section_title_check', `length(title) BETWEEN 1 AND 80`)
export class MenuSectionEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'menu_section_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne(() => MenuEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', referencedColumnName: 'restaurantId', foreignKeyConstraintName: 'menu_section_restaurant_id_fkey' })
  menu: Relation<MenuEntity>;
  @Column('smallint') position: number;
  @Column('text') title: string;
}
