// The refresh tokens are auth's (server/src/auth/refresh-token.entity.ts); kept here for the modules that still import it from accounts.
export { RefreshTokenEntity } from '../../auth/refresh-token.entity.js';
