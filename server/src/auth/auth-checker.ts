import { GraphQLError } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../graphql/context.js';
import { PARTNER_KEY_REQUEST_PATH } from '../../../common/page-addresses.js';
import { PARTNER } from './roles.js';

const PARTNER_KEY_REQUIRED = `Clé d’API requise : ce champ est réservé aux partenaires (demandez une clé sur ${PARTNER_KEY_REQUEST_PATH}).`;

/**
 * @Authorized(roles): without a valid session the field answers UNAUTHENTICATED (the client then
 * refreshes its token and retries once); a signed-in account without the role gets FORBIDDEN.
 */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  if (roles.includes(PARTNER)) {
    if (context.apiClient) return true;
    throw new GraphQLError(PARTNER_KEY_REQUIRED, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  const viewer = context.viewer;
  if (!viewer) throw new GraphQLError('Connexion requise : votre session a peut-être expiré.', { extensions: { code: 'UNAUTHENTICATED' } });
  return roles.length === 0 || roles.includes(viewer.role);
};
