import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { MenuSectionEntity } from './menu-section.entity.js';

/** A dish of a menu section, in order; price in cents, none when not shown (migration 1763800000000). */
@Entity('menu_dish')
// USING gin (name_key gin_trgm_ops): the search box finds dishes (issue 15); TypeORM cannot describe an operator class.
@Index('menu_dish_name_trgm', { synchronize: false })
@Unique('menu_dish_section_id_position_key', ['sectionId', 'position'])
@Check('menu_dish_position_check', `position >= 0`)
@Check('menu_dish_name_check', `length(name) BETWEEN 1 AND 120`)
@Check('menu_dish_description_check', `length(description) <= 500`)
@Check('menu_dish_price_cents_check', `price_cents BETWEEN 0 AND 100000`)
export class MenuDishEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'menu_dish_pkey' }) id: number;
  @Column({ type: 'integer', name: 'section_id' }) sectionId: number;
  @ManyToOne(() => MenuSectionEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_id', foreignKeyConstraintName: 'menu_dish_section_id_fkey' })
  section: Relation<MenuSectionEntity>;
  @Column('smallint') position: number;
  @Column('text') name: string;
  /** The unaccented lower-case name the search box matches (trigram index, migration 1795716997848). */
  @Column({ type: 'text', name: 'name_key', nullable: true, insert: false, update: false, generatedType: 'STORED', asExpression: 'mijote_unaccent(name)' })
  nameKey: string | null;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'integer', name: 'price_cents', nullable: true }) priceCents: number | null;
}
