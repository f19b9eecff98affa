import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { UNAVAILABLE_RETRY_SECONDS } from '../../../common/network-messages.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { RequestContext } from './context.js';

/**
 * An operation that failed because the database was away is answered 503 with Retry-After (its errors read
 * « momentanément indisponible », format-error.ts), so a client or a proxy knows to try again rather than report a bug.
 */
export const unavailableStatusPlugin: ApolloServerPlugin<RequestContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response, errors }) {
        if (errors?.some((e) => isDatabaseUnavailable(unwrapResolverError(e)))) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
        }
        return Promise.resolve();
      },
    });
  },
};
