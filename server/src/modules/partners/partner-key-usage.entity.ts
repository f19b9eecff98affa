import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * What a partner key spent on one Paris day with one operation (docs/adr/0052): requests, their total cost, and the
 * refusals (budget spent, operation too costly). Each instance adds its counts in batches; kept 13 months.
 */
@Entity('partner_key_usage')
export class PartnerKeyUsageEntity {
  @PrimaryColumn({ type: 'integer', name: 'key_id', primaryKeyConstraintName: 'partner_key_usage_pkey' })
  @ForeignKey('PartnerKeyEntity', { name: 'partner_key_usage_key_id_fkey', onDelete: 'CASCADE' })
  keyId: number;
  @Index('partner_key_usage_day')
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'partner_key_usage_pkey' }) day: string;
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'partner_key_usage_pkey' }) operation: string;
  @Column({ type: 'integer', default: 0 }) requests: number;
  @Column({ type: 'bigint', default: 0 }) cost: string;
  @Column({ type: 'integer', name: 'rate_limited', default: 0 }) rateLimited: number;
  @Column({ type: 'integer', name: 'cost_limited', default: 0 }) costLimited: number;
}
