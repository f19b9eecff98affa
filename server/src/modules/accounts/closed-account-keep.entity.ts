import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What LCEN art. 6 and décret 2021-1362 ask a host to keep after the account of someone whose content stays on line is
 * closed (reference/legal-fr.md B4.2, docs/adr/0042): copied in the deletion's transaction, kept apart, deleted one year
 * later by the retention sweep (common RETENTION_PERIODS.closedAccountKeep). Nothing in the application reads it: it is
 * written once and deleted at term (accounts.queries.ts), and read only by an operator answering an authority.
 * Migration 1795791000000.
 */
@Entity('closed_account_keep')
@Index('closed_account_keep_closed_at', ['closedAt'])
export class ClosedAccountKeepEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'closed_account_keep_pkey' }) id: number;
  /** The deleted account's id (no foreign key: the account is gone), as the logs and the moderation log name it. */
  @Column({ type: 'integer', name: 'former_user_id' }) formerUserId: number;
  @Column('text') role: string;
  @Column('text') email: string;
  @Column({ type: 'text', name: 'first_name' }) firstName: string;
  @Column({ type: 'text', name: 'last_name' }) lastName: string;
  @Column({ type: 'text', nullable: true }) salutation: string | null;
  /** A restaurateur's, given at registration; customers give none. */
  @Column({ type: 'date', name: 'birth_date', nullable: true }) birthDate: string | null;
  /** The phone given at registration (a restaurateur's), if any. */
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ type: 'timestamptz', name: 'account_created_at' }) accountCreatedAt: Date;
  @Column({ type: 'timestamptz', name: 'closed_at', default: () => 'now()' }) closedAt: Date;
  /** The published reviews and replies that stay on line, anonymised: the content this identity answers for. */
  @Column({ type: 'integer', array: true, name: 'review_ids', default: () => "'{}'" }) reviewIds: number[];
  @Column({ type: 'integer', array: true, name: 'reply_ids', default: () => "'{}'" }) replyIds: number[];
}
