import { defineModule } from '../module.js';
import { RateLimitResolver } from './rate-limit.resolver.js';

/** The partners' module entry (issue 29): what a caller of the public API learns about its own budget. */
export const partnersModule = defineModule({ name: 'partners', resolvers: [RateLimitResolver] });
