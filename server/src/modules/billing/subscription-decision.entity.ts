import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { SubscriptionDecisionKind, SubscriptionGround } from '../../../../common/subscription-decision-rules.js';
import type { UserEntity } from '../accounts/index.js';
import type { SubscriptionEntity } from './subscription.entity.js';

/**
 * A decision of Mijote's on a subscription (docs/adr/0043, P2B art. 4): ended with notice or at once, suspended, the
 * suspension lifted — its ground, the statement of reasons the restaurateur was e-mailed, the day it takes effect, and
 * the admin who took it. Migration 1795792000000.
 */
@Entity('subscription_decision')
@Index('subscription_decision_subscription', ['subscriptionId', 'createdAt'])
@Check('subscription_decision_kind_check', `kind IN ('end_notice', 'end_now', 'suspend', 'lift')`)
@Check('subscription_decision_ground_check', `(kind = 'lift' AND ground IS NULL) OR ground IN ('false_information', 'illegal_content', 'closed', 'breach', 'repeated_breach', 'legal_obligation')`)
@Check('subscription_decision_reasons_check', `length(reasons) BETWEEN 10 AND 1000`)
export class SubscriptionDecisionEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'subscription_decision_pkey' }) id: number;
  @Column({ type: 'integer', name: 'subscription_id' }) subscriptionId: number;
  @ManyToOne('SubscriptionEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'subscription_decision_subscription_id_fkey' })
  subscription: Relation<SubscriptionEntity>;
  @Column({ type: 'text' }) kind: SubscriptionDecisionKind;
  @Column({ type: 'text', nullable: true }) ground: SubscriptionGround | null;
  @Column({ type: 'text' }) reasons: string;
  @Column({ type: 'date', name: 'effective_on' }) effectiveOn: string;
  @Column({ type: 'integer', name: 'actor_id', nullable: true }) actorId: number | null;
  @ManyToOne('UserEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'subscription_decision_actor_id_fkey' })
  actor: Relation<UserEntity> | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
