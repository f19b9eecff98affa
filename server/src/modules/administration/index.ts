import { defineModule } from '../module.js';
import { AdministrationResolver } from './administration.resolver.js';

/** Area 1 of the administration's one entry (server/src/modules/module.ts): the directory and each restaurant's file. */
export const administrationModule = defineModule({ name: 'administration', entities: [], resolvers: [AdministrationResolver], routes: [] });
