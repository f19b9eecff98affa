import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';

/**
 * A refresh token, stored hashed; the tokens of one login share a family (migration 1763900000000, DESIGN §7). The
 * sessions are auth's (token.service.ts, session.queries.ts); the account is named by its entity's name, so that auth
 * imports no module.
 */
@Entity('refresh_token')
@Unique('refresh_token_token_hash_key', ['tokenHash'])
@Index('refresh_token_family', ['family'])
@Index('refresh_token_user', ['userId'])
@Check('refresh_token_kind_check', `kind IN ('user', 'restau')`)
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'refresh_token_pkey' }) id: number;
  @Column({ type: 'integer', name: 'user_id' }) userId: number;
  @ManyToOne('UserEntity', { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'refresh_token_user_id_fkey' })
  user: Relation<{ id: number }>;
  @Column('uuid') family: string;
  @Column('text') kind: 'user' | 'restau';
  @Column({ type: 'char', length: 64, name: 'token_hash' }) tokenHash: string;
  @Column({ type: 'timestamptz', name: 'expires_at' }) expiresAt: Date;
  @Column({ type: 'timestamptz', name: 'used_at', nullable: true }) usedAt: Date | null;
  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
