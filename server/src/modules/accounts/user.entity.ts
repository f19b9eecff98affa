import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ACCOUNT_LIMITS } from '../../../../common/account-rules.js';

import type { Role } from '../../auth/roles.js';

export type { Role };

/** An account (DESIGN §4, §7): migrations 1763800000000 (table) and 1763900000000 (token_version, last_login_at). */
@Entity('app_user')
// UNIQUE (lower(email)): an expression index, which TypeORM cannot describe.
@Index('app_user_email_unique', { synchronize: false })
@Check('app_user_email_check', `email = lower(email) AND length(email) <= 254 AND position('@' in email) > 1`)
@Check('app_user_role_check', `role IN ('customer', 'restaurateur', 'admin')`)
@Check('app_user_first_name_check', `length(first_name) BETWEEN 1 AND 50`)
@Check('app_user_last_name_check', `length(last_name) <= 50`)
@Check('app_user_salutation_check', `salutation IN ('M.', 'Mme', 'Autre')`)
@Check('app_user_biography_check', `length(biography) <= ${ACCOUNT_LIMITS.biography}`)
export class UserEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'app_user_pkey' }) id: number;
  @Column('text') email: string;
  @Column({ type: 'text', name: 'password_hash', nullable: true, select: false }) passwordHash: string | null;
  @Column({ type: 'text', default: 'customer' }) role: Role;
  @Column({ type: 'text', name: 'first_name' }) firstName: string;
  @Column({ type: 'text', name: 'last_name', default: '' }) lastName: string;
  @Column({ type: 'text', nullable: true }) salutation: 'M.' | 'Mme' | 'Autre' | null;
  @Column({ type: 'date', name: 'birth_date', nullable: true }) birthDate: string | null;
  @Column({ type: 'text', nullable: true }) photo: string | null;
  @Column({ type: 'text', nullable: true }) biography: string | null;
  @Column({ type: 'boolean', default: false }) newsletter: boolean;
  @Column({ type: 'boolean', name: 'email_verified', default: false }) emailVerified: boolean;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' }) updatedAt: Date;
  /** Raised to end every session of the account at once (reset, password change). */
  @Column({ type: 'integer', name: 'token_version', default: 0 }) tokenVersion: number;
  @Column({ type: 'timestamptz', name: 'last_login_at', nullable: true }) lastLoginAt: Date | null;
  /** The CGU version (common LEGAL_VERSION) accepted at sign-up, and when; null for accounts made before it was recorded. */
  @Column({ type: 'text', name: 'terms_version', nullable: true }) termsVersion: string | null;
  @Column({ type: 'timestamptz', name: 'terms_accepted_at', nullable: true }) termsAcceptedAt: Date | null;
  /** When the customer declared being of age at sign-up (CGU: accounts are reserved to adults); null before it was asked. */
  @Column({ type: 'timestamptz', name: 'adult_declared_at', nullable: true }) adultDeclaredAt: Date | null;
  /** When the e-mail announcing the deletion of an inactive account left (common ACCOUNT_RETENTION; modules/retention). */
  @Column({ type: 'timestamptz', name: 'inactivity_warned_at', nullable: true }) inactivityWarnedAt: Date | null;
  /** Set while an admin has disabled the account (issue 13): no session can be opened; the reason is in the moderation log. */
  @Column({ type: 'timestamptz', name: 'disabled_at', nullable: true }) disabledAt: Date | null;
  /** An admin's TOTP secret, encrypted with the app secret (second-factor.service.ts); null until set up. */
  @Column({ type: 'text', name: 'totp_secret', nullable: true, select: false }) totpSecret: string | null;
  /** The last time step whose code was accepted: a code is never accepted twice (RFC 6238 §5.2). */
  @Column({ type: 'bigint', name: 'totp_last_step', nullable: true, select: false }) totpLastStep: string | null;
  /** SHA-256 of the unused recovery codes. */
  @Column({ type: 'text', array: true, name: 'totp_recovery', default: () => "'{}'", select: false }) totpRecovery: string[];
  /** SHA-256 of the nonce of the latest challenge issued: only that one is accepted, once (second-factor.service.ts). */
  @Column({ type: 'text', name: 'totp_challenge', nullable: true, select: false }) totpChallenge: string | null;
}

/** What a session knows of its account (session.service.ts). */
export type SessionUser = Pick<UserEntity, 'id' | 'role' | 'tokenVersion' | 'firstName' | 'email'>;
