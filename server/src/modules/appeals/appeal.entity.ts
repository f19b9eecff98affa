import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { AppealableDecision, AppealOutcome } from '../../../../common/appeal-rules.js';

/**
 * A moderation decision that can be contested (issue 28, docs/adr/0041-appeals.md): written in the decision's own
 * transaction for the person it restricts, with a copy of what was decided and why; then, once, the person's text,
 * and the moderators' reasoned answer. The personal link is derived from the row (appeal-link.ts), never stored.
 */
@Entity('appeal')
@Unique('appeal_decision_addressee_key', ['logEntryId', 'email'])
@Unique('appeal_subscription_decision_id_key', ['subscriptionDecisionId'])
@Index('appeal_account_id', ['accountId'])
@Index('appeal_waiting', ['submittedAt'], { where: 'submitted_at IS NOT NULL AND outcome IS NULL' })
@Check('appeal_action_check', `action IN ('review_rejected', 'review_removed', 'reply_rejected', 'restaurant_offline', 'account_disabled', 'report_kept', 'subscription_ended', 'subscription_suspended')`)
@Check('appeal_decision_check', `(log_entry_id IS NULL) <> (subscription_decision_id IS NULL)
      AND (subscription_decision_id IS NOT NULL) = (action IN ('subscription_ended', 'subscription_suspended'))
      AND (report_id IS NOT NULL) = (action = 'report_kept')`)
@Check('appeal_outcome_check', `outcome IS NULL OR outcome IN ('upheld', 'reversed')`)
@Check('appeal_statement_check', `(statement IS NULL) = (submitted_at IS NULL)`)
@Check('appeal_answer_check', `(outcome IS NULL) = (answered_at IS NULL) AND (outcome IS NULL) = (answer IS NULL) AND (outcome IS NULL OR submitted_at IS NOT NULL)`)
export class AppealEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'appeal_pkey' }) id: number;
  /**
   * The decision, as the moderation log keeps it (no foreign key: the log refuses any change itself, truncation too);
   * one appeal per decision and address (a « keep » decision opens one for each reporter who left one, docs/adr/0049).
   */
  @Column({ type: 'integer', name: 'log_entry_id', nullable: true }) logEntryId: number | null;
  /** Or Mijote's decision on a subscription, as billing keeps it (docs/adr/0049; no foreign key either). */
  @Column({ type: 'integer', name: 'subscription_decision_id', nullable: true }) subscriptionDecisionId: number | null;
  /** A « keep » decision contested by a reporter: their report (the reviews module's), shown beside the appeal. */
  @Column({ type: 'integer', name: 'report_id', nullable: true }) reportId: number | null;
  @Column({ type: 'text' }) action: AppealableDecision;
  /** The review (also for a report kept), reply, restaurant (also for a subscription) or account decided on. */
  @Column({ type: 'integer', name: 'target_id' }) targetId: number;
  @Column({ type: 'text', name: 'target_label' }) targetLabel: string;
  /** The decision's reason as the person was told it. */
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ type: 'integer', name: 'account_id', nullable: true })
  @ForeignKey('UserEntity', { name: 'appeal_account_id_fkey', onDelete: 'SET NULL' })
  accountId: number | null;
  /** Where the decision and the answer are sent. */
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text', name: 'first_name', default: '' }) firstName: string;
  @Column({ type: 'timestamptz', name: 'decided_at' }) decidedAt: Date;
  /** The moderator who decided (the appeal goes to another one). */
  @Column({ type: 'integer', name: 'decided_by', nullable: true }) decidedBy: number | null;
  @Column({ type: 'text', nullable: true }) statement: string | null;
  @Column({ type: 'timestamptz', name: 'submitted_at', nullable: true }) submittedAt: Date | null;
  @Column({ type: 'text', nullable: true }) outcome: AppealOutcome | null;
  @Column({ type: 'text', nullable: true }) answer: string | null;
  @Column({ type: 'timestamptz', name: 'answered_at', nullable: true }) answeredAt: Date | null;
  @Column({ type: 'integer', name: 'answered_by', nullable: true }) answeredBy: number | null;
}
