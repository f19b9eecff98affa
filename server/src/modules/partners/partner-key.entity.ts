import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A partner's key of the public API (issue 29, docs/adr/0047-partner-keys.md). Only hashes are kept: the key's SHA-256
 * (`key_hash`, null until an approved request's link reveals it), its predecessor's during a rotation's grace
 * (`previous_key_hash` until `previous_valid_until`), and the one-time reveal link's (`reveal_hash`).
 */
@Entity('partner_key')
@Check('partner_key_tier_check', `tier IN ('partenaire', 'partenaire-plus')`)
@Index('partner_key_key_hash', ['keyHash'], { unique: true, where: 'key_hash IS NOT NULL' })
@Index('partner_key_previous_key_hash', ['previousKeyHash'], { unique: true, where: 'previous_key_hash IS NOT NULL' })
@Index('partner_key_reveal_hash', ['revealHash'], { unique: true, where: 'reveal_hash IS NOT NULL' })
export class PartnerKeyEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'partner_key_pkey' }) id: number;
  @Column('text') name: string;
  @Column({ type: 'text', name: 'owner_email' }) ownerEmail: string;
  @Column('text') tier: string;
  @Column({ type: 'text', name: 'allowed_origins', array: true, default: '{}' }) allowedOrigins: string[];
  @Column({ type: 'text', name: 'key_hash', nullable: true }) keyHash: string | null;
  /** The key's first characters, to tell keys apart in area 1 (never enough to use it). */
  @Column({ type: 'text', name: 'key_hint', nullable: true }) keyHint: string | null;
  @Column({ type: 'text', name: 'previous_key_hash', nullable: true }) previousKeyHash: string | null;
  @Column({ type: 'timestamptz', name: 'previous_valid_until', nullable: true }) previousValidUntil: Date | null;
  @Column({ type: 'text', name: 'reveal_hash', nullable: true }) revealHash: string | null;
  @Column({ type: 'timestamptz', name: 'reveal_expires_at', nullable: true }) revealExpiresAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'timestamptz', name: 'last_used_at', nullable: true }) lastUsedAt: Date | null;
  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true }) revokedAt: Date | null;
}
