import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { ACCOUNT_LIMITS } from '../../../../common/account-rules.js';
import { REGISTRATION_LIMITS } from '../../../../common/registration-rules.js';
import type { UserEntity } from '../accounts/index.js';
import type { CityEntity } from '../geo/index.js';
import type { RestaurantEntity } from '../restaurants/index.js';

export type RegistrationSource = 'contact' | 'admin';

/**
 * A restaurant registration (DESIGN §4): the personal link `/register/restaurateur?token=…` (stored hashed, 7 days),
 * what the request said, and how far the wizard went: the account of step 1 (with the e-mail code that proves its
 * address) and the draft restaurant of step 2. Migration 1795471003337.
 */
@Entity('registration')
@Unique('registration_token_hash_key', ['tokenHash'])
@Unique('registration_user_id_key', ['userId'])
@Unique('registration_restaurant_id_key', ['restaurantId'])
@Index('registration_email', ['email'])
@Index('registration_claim_restaurant', ['claimRestaurantId'])
@Check('registration_source_check', `source IN ('contact', 'admin')`)
@Check('registration_email_check', `email = lower(email) AND length(email) <= 254`)
@Check('registration_restaurant_name_check', `length(restaurant_name) BETWEEN ${REGISTRATION_LIMITS.restaurantNameMin} AND ${REGISTRATION_LIMITS.restaurantNameMax}`)
@Check('registration_message_check', `length(message) <= ${REGISTRATION_LIMITS.message}`)
@Check('registration_phone_check', `phone ~ '^0[1-9][0-9]{8}$'`)
@Check('registration_code_attempts_check', `code_attempts >= 0`)
@Check('registration_draft_names_check', `length(draft_first_name) <= ${ACCOUNT_LIMITS.nameMax} AND length(draft_last_name) <= ${ACCOUNT_LIMITS.nameMax}`)
@Check('registration_restaurant_check', `restaurant_id IS NULL OR user_id IS NOT NULL`)
@Check('registration_claim_check', `claim_restaurant_id IS NULL OR source = 'admin'`)
export class RegistrationEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'registration_pkey' }) id: number;
  @Column({ type: 'char', length: 64, name: 'token_hash' }) tokenHash: string;
  @Column({ type: 'text' }) source: RegistrationSource;
  /** Where the link was sent; the wizard's account may use another address, proven by its own code. */
  @Column('text') email: string;
  @Column({ type: 'text', name: 'restaurant_name' }) restaurantName: string;
  @Column({ type: 'integer', name: 'city_id', nullable: true }) cityId: number | null;
  @ManyToOne('CityEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'city_id', foreignKeyConstraintName: 'registration_city_id_fkey' })
  city: Relation<CityEntity> | null;
  @Column({ type: 'char', length: 10, nullable: true }) phone: string | null;
  @Column({ type: 'text', nullable: true }) message: string | null;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @Column({ type: 'timestamptz', name: 'expires_at' }) expiresAt: Date;
  /** The e-mail code of step 1: the address it was sent to, stored hashed, expiring, with limited attempts. */
  @Column({ type: 'text', name: 'code_email', nullable: true }) codeEmail: string | null;
  @Column({ type: 'char', length: 64, name: 'code_hash', nullable: true }) codeHash: string | null;
  @Column({ type: 'timestamptz', name: 'code_expires_at', nullable: true }) codeExpiresAt: Date | null;
  @Column({ type: 'smallint', name: 'code_attempts', default: 0 }) codeAttempts: number;
  /**
   * Step 1 as typed when its code was asked for (the address is `code_email`), so that a wizard closed before the code
   * is checked resumes with it; never the password. Cleared once the account exists (docs/adr/0028).
   */
  @Column({ type: 'text', name: 'draft_first_name', nullable: true }) draftFirstName: string | null;
  @Column({ type: 'text', name: 'draft_last_name', nullable: true }) draftLastName: string | null;
  @Column({ type: 'date', name: 'draft_birth_date', nullable: true }) draftBirthDate: string | null;
  /** Step 1 done: the restaurateur account. */
  @Column({ type: 'integer', name: 'user_id', nullable: true }) userId: number | null;
  /** The account's deletion takes its registration along (migration 1795754894698). */
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'registration_user_id_fkey' })
  user: Relation<UserEntity> | null;
  /** Step 2 done: the draft restaurant, and when the general terms were accepted. */
  @Column({ type: 'integer', name: 'restaurant_id', nullable: true }) restaurantId: number | null;
  @ManyToOne('RestaurantEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'restaurant_id', foreignKeyConstraintName: 'registration_restaurant_id_fkey' })
  restaurant: Relation<RestaurantEntity> | null;
  @Column({ type: 'timestamptz', name: 'terms_accepted_at', nullable: true }) termsAcceptedAt: Date | null;
  /**
   * A link an admin sent from a listed restaurant's file (issue 13): step 2 hands that restaurant, ownerless until then,
   * to the new account instead of creating a draft.
   */
  @Column({ type: 'integer', name: 'claim_restaurant_id', nullable: true }) claimRestaurantId: number | null;
  @ManyToOne('RestaurantEntity', { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_restaurant_id', foreignKeyConstraintName: 'registration_claim_restaurant_id_fkey' })
  claimRestaurant: Relation<RestaurantEntity> | null;
}
