import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { UserEntity } from './user.entity.js';

/** A password reset link's token, stored hashed (migration 1763900000000). */
@Entity('password_reset')
@Unique('password_reset_token_hash_key', ['tokenHash'])
export class PasswordResetEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'password_reset_pkey' }) id: number;
  @Column({ type: 'integer', name: 'user_id' }) userId: number;
  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'password_reset_user_id_fkey' })
  user: Relation<UserEntity>;
  @Column({ type: 'char', length: 64, name: 'token_hash' }) tokenHash: string;
  @Column({ type: 'timestamptz', name: 'expires_at' }) expiresAt: Date;
  @Column({ type: 'timestamptz', name: 'used_at', nullable: true }) usedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
