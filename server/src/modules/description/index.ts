import { defineModule } from '../module.js';
import { DescriptionResolver } from './description.resolver.js';
import { descriptionRoutes } from './description.rest.js';

/**
 * The description module's one entry (server/src/modules/module.ts): the owner's description page — the restaurant's
 * biography and its devanture and gallery photos (rows and files of the media module).
 */
export const descriptionModule = defineModule({ name: 'description', resolvers: [DescriptionResolver], routes: descriptionRoutes });
