import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { SpecialDateEntity } from './special-date.entity.js';

/** An opening range of a special date, in minutes, as opening_range (migration 1763800000000). */
@Entity('special_date_range')
@Index('special_date_range_parent', ['specialDateId'])
@Check('special_date_range_opens_check', `opens BETWEEN 0 AND 1439`)
@Check('special_date_range_closes_check', `closes BETWEEN 0 AND 1440`)
@Check('special_date_range_check', `opens <> closes`)
export class SpecialDateRangeEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'special_date_range_pkey' }) id: number;
  @Column({ type: 'integer', name: 'special_date_id' }) specialDateId: number;
  @ManyToOne(() => SpecialDateEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'special_date_id', foreignKeyConstraintName: 'special_date_range_special_date_id_fkey' })
  specialDate: Relation<SpecialDateEntity>;
  @Column('smallint') opens: number;
  @Column('smallint') closes: number;
}
