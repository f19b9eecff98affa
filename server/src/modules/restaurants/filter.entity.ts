import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A label of the filter vocabulary (types and cuisines included), upserted at every start from
 * common/data/filters-fr.json (migrations 1763800000000, 1764100000000).
 */
@Entity('filter')
@Unique('filter_label_key', ['label'])
@Unique('filter_slug_key', ['slug'])
// restaurant.search_keys packs a filter id into (filter, map cell) keys of 5 digits.
@Check('filter_id_fits_cell_keys', `id < 100000`)
export class FilterEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'filter_pkey' }) id: number;
  @Column({ type: 'text', name: 'group_key' }) groupKey: string;
  @Column('text') label: string;
  @Column('text') slug: string;
  @Column('smallint') position: number;
}
