import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { filterVocabulary } from '../../../../common/filters.js';
import { RANKING_SCORE_SQL } from '../../../../common/ranking.js';
import { RESTAURANT_STATUSES, type RestaurantStatus } from '../../../../common/restaurant-status.js';

/** The restaurant's status: the one set of common/restaurant-status.ts. */
export type PublicationStatus = RestaurantStatus;

const sqlList = (labels: readonly string[]) => labels.map((l) => `'${l.replace(/'/g, "''")}'`).join(', ');

const PUBLISHED = `status = 'published'`;

/**
 * A restaurant (DESIGN §4): migrations 1763800000000 (table), 1764000000000 and 1764100000000 (search_keys).
 * filter_ids, week, rating and review_count are kept by triggers, name_key, geo, search_keys and ranking_score are generated:
 * none of them is ever written by the application.
 */
@Entity('restaurant')
@Unique('restaurant_id_url_key', ['idUrl'])
@Unique('restaurant_external_id_key', ['externalId'])
@Index('restaurant_city', ['cityId'], { where: PUBLISHED })
@Index('restaurant_price', ['averagePrice', 'id'], { where: PUBLISHED })
@Index('restaurant_geo', ['geo'], { spatial: true, where: PUBLISHED })
@Index('restaurant_week', ['week'], { spatial: true, where: PUBLISHED })
@Index('restaurant_search_keys', ['searchKeys'], { type: 'gin', where: PUBLISHED })
@Index('restaurant_owner', ['ownerId'])
// (ranking_score DESC, review_count DESC, id) WHERE status = 'published': TypeORM cannot describe a descending column.
@Index('restaurant_rating', { synchronize: false })
// USING gin (name_key gin_trgm_ops) WHERE status = 'published': TypeORM cannot describe an operator class.
@Index('restaurant_name_trgm', { synchronize: false })
@Check('restaurant_id_url_check', `id_url ~ '^[A-Za-z0-9-]{8}$'`)
@Check('restaurant_external_id_check', `length(external_id) BETWEEN 1 AND 100`)
@Check('restaurant_name_check', `length(name) BETWEEN 2 AND 50`)
@Check('restaurant_slug_check', `slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
// The vocabulary as it was when migration 1763800000000 ran (a later change needs a migration of its own).
// A draft (a restaurant being registered) may have no type yet; it needs one before it is sent for publication.
@Check('restaurant_types_check', `cardinality(types) <= 2 AND (cardinality(types) >= 1 OR status = 'draft') AND types <@ ARRAY[${sqlList(filterVocabulary.group('type').labels)}]::text[]`)
@Check('restaurant_cuisines_check', `cardinality(cuisines) <= 2 AND cuisines <@ ARRAY[${sqlList(filterVocabulary.group('cuisine').labels)}]::text[]`)
@Check('restaurant_street_check', `length(street) BETWEEN 2 AND 120`)
@Check('restaurant_postal_code_check', `postal_code ~ '^49[0-9]{3}$'`)
@Check('restaurant_lat_check', `lat BETWEEN -90 AND 90`)
@Check('restaurant_lng_check', `lng BETWEEN -180 AND 180`)
@Check('restaurant_phone_check', `phone ~ '^0[1-9][0-9]{8}$'`)
@Check('restaurant_average_price_check', `average_price BETWEEN 1 AND 1000`)
@Check('restaurant_biography_check', `length(biography) <= 3000`)
@Check('restaurant_booking_url_check', `booking_url ~ '^https?://'`)
@Check('restaurant_status_check', `status IN (${sqlList(RESTAURANT_STATUSES)})`)
@Check('restaurant_rating_check', `rating = 0 OR rating BETWEEN 1 AND 5`)
@Check('restaurant_review_count_check', `review_count >= 0`)
@Check('restaurant_check', `status <> 'published' OR date_published IS NOT NULL`)
export class RestaurantEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'restaurant_pkey' }) id: number;
  @Column({ type: 'char', length: 8, name: 'id_url' }) idUrl: string;
  @Column({ type: 'text', name: 'external_id', nullable: true }) externalId: string | null;
  @Column('text') name: string;
  /** The unaccented lower-case name the search matches (trigram index). */
  @Column({ type: 'text', name: 'name_key', nullable: true, insert: false, update: false, generatedType: 'STORED', asExpression: 'mijote_unaccent(name)' })
  nameKey: string | null;
  @Column('text') slug: string;
  @Column({ type: 'text', array: true, default: [] }) types: string[];
  @Column({ type: 'text', array: true, default: [] }) cuisines: string[];
  @Column('text') street: string;
  @Column({ type: 'char', length: 5, name: 'postal_code' }) postalCode: string;
  // geo and accounts import restaurants: their tables are named by foreign key only, no relation object (docs/adr/0005).
  @Column({ type: 'integer', name: 'city_id' })
  @ForeignKey('CityEntity', { name: 'restaurant_city_id_fkey', onDelete: 'NO ACTION' })
  cityId: number;
  @Column('float8') lat: number;
  @Column('float8') lng: number;
  /** point(lng, lat), for the GiST index. */
  @Column({ type: 'point', nullable: true, insert: false, update: false, generatedType: 'STORED', asExpression: 'point(lng, lat)' })
  geo: { x: number; y: number } | null;
  @Column({ type: 'char', length: 10, nullable: true }) phone: string | null;
  @Column({ type: 'integer', name: 'average_price', default: 15 }) averagePrice: number;
  @Column({ type: 'text', default: '' }) biography: string;
  @Column({ type: 'text', name: 'booking_url', nullable: true }) bookingUrl: string | null;
  @Column({ type: 'boolean', name: 'is_resa_phone', default: true }) isResaPhone: boolean;
  @Column({ type: 'text', default: 'draft' }) status: PublicationStatus;
  @Column({ type: 'timestamptz', name: 'date_published', nullable: true }) datePublished: Date | null;
  @Column({ type: 'timestamptz', name: 'date_update', default: () => 'now()' }) dateUpdate: Date;
  /** When the owner last opened their reviews page: reviews published since are « nouveaux » (issue 14). */
  @Column({ type: 'timestamptz', name: 'reviews_seen_at', nullable: true }) reviewsSeenAt: Date | null;
  @Column({ type: 'integer', name: 'owner_id', nullable: true })
  @ForeignKey('UserEntity', { name: 'restaurant_owner_id_fkey', onDelete: 'SET NULL' })
  ownerId: number | null;
  /** Average of the published reviews (0 without any), kept by the review trigger. */
  @Column({ type: 'numeric', precision: 2, scale: 1, default: 0, insert: false, update: false, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  rating: number;
  @Column({ type: 'integer', name: 'review_count', default: 0, insert: false, update: false }) reviewCount: number;
  /** The « Notes » order's Bayesian average (common/ranking.ts), generated from rating and review_count. */
  @Column({
    type: 'numeric', name: 'ranking_score', nullable: true, insert: false, update: false, generatedType: 'STORED', asExpression: RANKING_SCORE_SQL,
    transformer: { to: (v: number) => v, from: (v: string | null) => (v == null ? null : Number(v)) },
  })
  rankingScore: number;
  /** Ids of the restaurant's filters, its types and its cuisines, kept by triggers. */
  @Column({ type: 'integer', name: 'filter_ids', array: true, default: [], insert: false, update: false }) filterIds: number[];
  /** The weekly hours as minutes of the week (Monday 00:00 = 0), kept by the opening_range trigger. */
  @Column({ type: 'int4multirange', default: '{}', insert: false, update: false }) week: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  /** filter_ids, the two map cells and one key per (filter, 22 km cell): what the search looks up (GIN index). */
  @Column({
    type: 'integer', name: 'search_keys', array: true, nullable: true, insert: false, update: false, generatedType: 'STORED',
    asExpression: '((filter_ids || mijote_geo_cells(lat, lng)) || mijote_filter_cells(filter_ids, lat, lng))',
  })
  searchKeys: number[] | null;
}
