import { RateLimitEntity } from '../auth/rate-limit.entity.js';
import { RefreshTokenEntity } from '../auth/refresh-token.entity.js';
import { modules } from '../modules/index.js';

/**
 * One entity per table, each describing its table exactly (docs/adr/0005), from the modules' entries plus the
 * infrastructure's own; tests/api/entity-schema.test.ts fails when TypeORM's schema diff against the migrated
 * database is not empty.
 */
export const entities = [RateLimitEntity, RefreshTokenEntity, ...modules.flatMap((m) => m.entities ?? [])];
