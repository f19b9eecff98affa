import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { UserEntity } from './user.entity.js';
import type { Salutation } from '../../../../common/account-rules.js';

/** What a sign-up on a still unverified address would set: kept with its code, applied when that code is verified. */
export interface PendingProfile { password_hash: string; first_name: string; last_name: string; salutation: Salutation | null; newsletter: boolean; terms_version?: string; adult_declared?: boolean }

/** A verification code sent by e-mail, stored hashed (migrations 1763900000000, 1764200000000). */
@Entity('email_code')
// (user_id, created_at DESC): TypeORM cannot describe a descending column.
@Index('email_code_user', { synchronize: false })
@Check('email_code_attempts_check', `attempts >= 0`)
export class EmailCodeEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'email_code_pkey' }) id: number;
  @Column({ type: 'integer', name: 'user_id' }) userId: number;
  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'email_code_user_id_fkey' })
  user: Relation<UserEntity>;
  @Column({ type: 'char', length: 64, name: 'code_hash' }) codeHash: string;
  @Column({ type: 'timestamptz', name: 'expires_at' }) expiresAt: Date;
  @Column({ type: 'smallint', default: 0 }) attempts: number;
  @Column({ type: 'timestamptz', name: 'used_at', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  /** What a sign-up on a not yet verified address waits with until this code is verified. */
  @Column({ type: 'jsonb', name: 'pending_profile', nullable: true }) pendingProfile: PendingProfile | null;
}
