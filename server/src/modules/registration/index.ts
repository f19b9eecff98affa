import { defineModule } from '../module.js';
import { RegistrationEntity } from './registration.entity.js';
import { RegistrationResolver } from './registration.resolver.js';
import { registrationRoutes } from './registration.rest.js';

/** The registration module's one entry (server/src/modules/module.ts). */
export const registrationModule = defineModule({ name: 'registration', entities: [RegistrationEntity], resolvers: [RegistrationResolver], routes: registrationRoutes });

export { registrationService } from './registration.service.js';
