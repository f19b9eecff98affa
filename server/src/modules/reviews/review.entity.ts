import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ReviewStatus = 'pending' | 'published' | 'rejected' | 'removed';

@Entity('review')
export class ReviewEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @Column({ type: 'integer', name: 'author_id', nullable: true }) authorId: number | null;
  @Column({ type: 'text', name: 'author_name' }) authorName: string;
  @Column('smallint') rating: number;
  @Column('text') text: string;
  @Column({ type: 'date', name: 'visit_date' }) visitDate: string;
  @Column('text') status: ReviewStatus;
  @Column({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'timestamptz', name: 'published_at', nullable: true }) publishedAt: Date | null;
}
