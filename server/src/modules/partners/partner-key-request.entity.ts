import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A request for a key made on /developpeurs/cle, and area 1's decision on it (issue 29, docs/adr/0047-partner-keys.md). */
@Entity('partner_key_request')
@Check('partner_key_request_decision_check', `decision IS NULL OR decision IN ('approved', 'refused')`)
@Index('partner_key_request_pending', ['id'], { where: 'decision IS NULL' })
export class PartnerKeyRequestEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'partner_key_request_pkey' }) id: number;
  @Column('text') organisation: string;
  @Column('text') email: string;
  @Column({ type: 'text', name: 'intended_use' }) intendedUse: string;
  @Column({ type: 'text', nullable: true }) website: string | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'text', nullable: true }) decision: string | null;
  @Column({ type: 'timestamptz', name: 'decided_at', nullable: true }) decidedAt: Date | null;
  @Column({ type: 'text', name: 'refusal_reason', nullable: true }) refusalReason: string | null;
  @Column({ type: 'integer', name: 'key_id', nullable: true })
  @ForeignKey('PartnerKeyEntity', { name: 'partner_key_request_key_id_fkey', onDelete: 'SET NULL' })
  keyId: number | null;
}
