import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from '../graphql/context.js';

/** @Authorized(roles) passes for a signed-in viewer holding one of the roles (any role when none given). */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) return false;
  return roles.length === 0 || roles.includes(viewer.role);
};
