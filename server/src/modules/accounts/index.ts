import { defineModule } from '../module.js';
import { ClosedAccountKeepEntity } from './closed-account-keep.entity.js';
import { EmailCodeEntity } from './email-code.entity.js';
import { PasswordResetEntity } from './password-reset.entity.js';
import { UserEntity } from './user.entity.js';
import { AccountResolver } from './account.resolver.js';
import { accountRoutes } from './account.rest.js';

/** The accounts module's one entry (server/src/modules/module.ts). */
export const accountsModule = defineModule({ name: 'accounts', entities: [ClosedAccountKeepEntity, EmailCodeEntity, PasswordResetEntity, UserEntity], resolvers: [AccountResolver], routes: accountRoutes });

/** What other modules use: sessions (billing's payment return, ADR 0025), the account row, deletion, e-mail codes, `Done`. */
export { toSession } from './account.mapper.js';
export { Done, DONE_ERRORS, DoneResult, SESSION_ERRORS, SessionResult } from './account.type.js';
export { sessionService, type Session } from './session.service.js';
export { UserEntity } from './user.entity.js';
export { accountService } from './account.service.js';
export { verificationService } from './verification.service.js';
export { accountRecords } from './account-records.js';
export { createAdmin, generatePassword } from './admin-account.service.js';
