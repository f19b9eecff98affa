import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A commune of the Maine-et-Loire, upserted at every start from communes-49.json (migration 1763800000000). */
@Entity('city')
@Unique('city_insee_key', ['insee'])
@Unique('city_slug_key', ['slug'])
// USING gin (name_key gin_trgm_ops): TypeORM cannot describe an operator class.
@Index('city_name_key_trgm', { synchronize: false })
@Check('city_insee_check', `insee ~ '^49[0-9]{3}$'`)
@Check('city_name_check', `length(name) BETWEEN 1 AND 100`)
@Check('city_slug_check', `slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
@Check('city_postcodes_check', `cardinality(postcodes) >= 1`)
@Check('city_lat_check', `lat BETWEEN -90 AND 90`)
@Check('city_lng_check', `lng BETWEEN -180 AND 180`)
@Check('city_population_check', `population >= 0`)
export class CityEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'city_pkey' }) id: number;
  @Column({ type: 'char', length: 5 }) insee: string;
  @Column('text') name: string;
  /** The unaccented lower-case name the search matches (trigram index). */
  @Column({ type: 'text', name: 'name_key', nullable: true, insert: false, update: false, generatedType: 'STORED', asExpression: 'mijote_unaccent(name)' })
  nameKey: string | null;
  @Column('text') slug: string;
  @Column({ type: 'text', array: true }) postcodes: string[];
  @Column('float8') lat: number;
  @Column('float8') lng: number;
  @Column('integer') population: number;
}
