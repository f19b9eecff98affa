import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { UserEntity } from '../accounts/index.js';
import type { RestaurantEntity } from '../restaurants/index.js';

export type PublicationRequestStatus = 'pending' | 'accepted' | 'rejected';

/**
 * A restaurateur's request to publish their restaurant (SPEC §4), waiting for the moderation's decision, oldest first
 * (DESIGN §4 publication_request). At most one waits per restaurant. Migration 1795473203985.
 */
@Entity('publication_request')
@Index('publication_request_one_pending', ['restaurantId'], { unique: true, where: `status = 'pending'` })
@Index('publication_request_restaurant', ['restaurantId', 'requestedAt'])
@Index('publication_request_queue', ['requestedAt'], { where: `status = 'pending'` })
@Check('publication_request_status_check', `status IN ('pending', 'accepted', 'rejected')`)
@Check('publication_request_reason_check', `length(reason) <= 1000`)
@Check('publication_request_decision_check', `(status = 'pending') = (decided_at IS NULL)`)
export class PublicationRequestEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'publication_request_pkey' }) id: number;
  @Column({ type: 'integer', name: 'restaurant_id' }) restaurantId: number;
  @ManyToOne('RestaurantEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'publication_request_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity>;
  @Column({ type: 'integer', name: 'requested_by', nullable: true }) requestedBy: number | null;
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by', foreignKeyConstraintName: 'publication_request_requested_by_fkey' })
  requester: Relation<UserEntity> | null;
  @Column({ type: 'timestamptz', name: 'requested_at', default: () => 'now()' }) requestedAt: Date;
  @Column({ type: 'text', default: 'pending' }) status: PublicationRequestStatus;
  @Column({ type: 'timestamptz', name: 'decided_at', nullable: true }) decidedAt: Date | null;
  @Column({ type: 'integer', name: 'decided_by', nullable: true }) decidedBy: number | null;
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'publication_request_decided_by_fkey' })
  decider: Relation<UserEntity> | null;
  /** Why it was rejected, shown on the owner's dashboard. */
  @Column({ type: 'text', nullable: true }) reason: string | null;
}
