import { defineModule } from '../module.js';
import { PartnerKeyUsageEntity } from './partner-key-usage.entity.js';
import { PartnerKeyUsageResolver } from './partner-key-usage.resolver.js';
import { PartnerKeyRequestEntity } from './partner-key-request.entity.js';
import { PartnerKeyEntity } from './partner-key.entity.js';
import { PartnerKeysResolver } from './partner-keys.resolver.js';
import { RateLimitResolver } from './rate-limit.resolver.js';

export { partnerKeyResolver } from './partner-key-cache.js';
export { partnerKeyIdOf } from './partner-key-id.js';
export { keyUsageWriter } from './partner-key-usage.js';

/**
 * The partners' module entry (issue 29): what a caller of the public API learns about its own budget, and the partner
 * keys (tables partner_key and partner_key_request, docs/adr/0047) — asked for, decided in area 1, rotated, revoked;
 * the quota hears what a key opens through partnerKeyResolver, handed to it by services.ts, and writes what keys spend
 * (table partner_key_usage, docs/adr/0052) through keyUsageWriter.
 */
export const partnersModule = defineModule({
  name: 'partners', entities: [PartnerKeyEntity, PartnerKeyRequestEntity, PartnerKeyUsageEntity], resolvers: [RateLimitResolver, PartnerKeysResolver, PartnerKeyUsageResolver],
});
