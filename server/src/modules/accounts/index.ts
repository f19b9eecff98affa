import { defineModule } from '../module.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';

/** The accounts module's one entry (server/src/modules/module.ts). */
export const accountsModule = defineModule({ name: 'accounts', resolvers: [AccountResolver], routes: accountRoutes });
