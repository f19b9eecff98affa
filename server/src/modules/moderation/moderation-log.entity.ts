import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationAction, ModerationTarget } from '../../../../common/moderation-rules.js';

/**
 * One decision of the moderation (issue 13, common/moderation-rules.ts): who, when, what and why. No foreign key: the
 * entry keeps the ids and a copy of the names, and stays when the account, restaurant or review is deleted. The table
 * is append-only: the migration's triggers refuse UPDATE, DELETE and TRUNCATE, except the deletion of an entry past its
 * 3 years (common RETENTION_PERIODS.moderationLog, migration 1795791000000).
 */
@Entity('moderation_log')
@Index('moderation_log_target', ['targetKind', 'targetId'])
@Check('moderation_log_action_check', `action IN ('publication_accepted', 'publication_rejected', 'restaurant_offline', 'restaurant_online', 'review_removed', 'review_kept', 'account_disabled', 'account_enabled', 'review_published', 'review_rejected', 'reply_published', 'reply_rejected', 'appeal_upheld', 'appeal_reversed', 'personal_data_read')`)
@Check('moderation_log_target_kind_check', `target_kind IN ('restaurant', 'review', 'account', 'operation')`)
export class ModerationLogEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'moderation_log_pkey' }) id: number;
  @CreateDateColumn({ type: 'timestamptz', name: 'at' }) at: Date;
  @Column({ type: 'integer', name: 'actor_id', nullable: true }) actorId: number | null;
  /** The admin's e-mail when they decided. */
  @Column({ type: 'text', name: 'actor_label' }) actorLabel: string;
  @Column({ type: 'text' }) action: ModerationAction;
  @Column({ type: 'text', name: 'target_kind' }) targetKind: ModerationTarget;
  @Column({ type: 'integer', name: 'target_id' }) targetId: number;
  /** The restaurant's name, the review's title or the account's e-mail, when decided. */
  @Column({ type: 'text', name: 'target_label' }) targetLabel: string;
  @Column({ type: 'text', nullable: true }) reason: string | null;
}
