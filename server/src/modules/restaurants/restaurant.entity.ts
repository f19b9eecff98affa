import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type PublicationStatus = 'draft' | 'pending' | 'published' | 'rejected';

@Entity('restaurant')
export class RestaurantEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'char', length: 8, name: 'id_url' }) idUrl: string;
  @Column({ type: 'text', name: 'external_id', nullable: true }) externalId: string | null;
  @Column('text') name: string;
  @Column('text') slug: string;
  @Column('text', { array: true }) types: string[];
  @Column('text', { array: true }) cuisines: string[];
  @Column('text') street: string;
  @Column({ type: 'char', length: 5, name: 'postal_code' }) postalCode: string;
  @Column({ type: 'integer', name: 'city_id' }) cityId: number;
  @Column('float8') lat: number;
  @Column('float8') lng: number;
  @Column({ type: 'char', length: 10, nullable: true }) phone: string | null;
  @Column({ type: 'integer', name: 'average_price' }) averagePrice: number;
  @Column('text') biography: string;
  @Column({ type: 'text', name: 'booking_url', nullable: true }) bookingUrl: string | null;
  @Column({ type: 'boolean', name: 'is_resa_phone' }) isResaPhone: boolean;
  @Column('text') status: PublicationStatus;
  @Column({ type: 'timestamptz', name: 'date_published', nullable: true }) datePublished: Date | null;
  @Column({ type: 'timestamptz', name: 'date_update' }) dateUpdate: Date;
  @Column({ type: 'integer', name: 'owner_id', nullable: true }) ownerId: number | null;
  @Column({ type: 'numeric', precision: 2, scale: 1, insert: false, update: false, transformer: { to: (v) => v, from: (v) => Number(v) } }) rating: number;
  @Column({ type: 'integer', name: 'review_count', insert: false, update: false }) reviewCount: number;
}
