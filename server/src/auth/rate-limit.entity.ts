import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The store of rate-limiter-flexible's PostgreSQL limiters (auth/rate-limits.ts, auth/client-quota.ts), created by
 * migration 1763900000000 in the library's own shape (tableCreated: true). Only the library reads and writes it.
 */
@Entity('rate_limit')
export class RateLimitEntity {
  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'rate_limit_pkey' }) key: string;
  @Column({ type: 'integer', default: 0 }) points: number;
  /** Expiry in milliseconds since the epoch; null: never. */
  @Column({ type: 'bigint', nullable: true }) expire: string | null;
}
