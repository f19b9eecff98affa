import { defineModule } from '../module.js';
import { SiteInfoResolver } from './site-info.resolver.js';

/** The legal module's one entry (server/src/modules/module.ts). */
export const legalModule = defineModule({ name: 'legal', resolvers: [SiteInfoResolver] });
